; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:38:1
; property: composition_valid(gC_64, acc_64) && composition_valid(gC_128, acc_128) && composition_valid(gC_256, acc_256)
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 4 of 7
; expected: unsat
; cute-prover obligation: lemma: A's coordinates of B(x) are in range, A = (128,256):(N,1), B = ((4,8,8),((2,2,32),(1,1))):((256,1,16),((128,8,1024),(0,0)))
; expected: unsat (no counterexample exists)
; lemma: A's coordinates of B(x) are in range, A = (128,256):(N,1), B = ((4,8,8),((2,2,32),(1,1))):((256,1,16),((128,8,1024),(0,0)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!12 () Int)
(declare-fun xp!13 () Int)
(declare-fun xp!14 () Int)
(declare-fun xp!15 () Int)
(declare-fun xp!16 () Int)
(declare-fun xp!17 () Int)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (+ xp!13 (* 16 xp!14) (* 8 xp!16))))
 (and (and $t0 $t0 $t0) (and (and (>= xp!12 0) (< xp!12 4) (>= xp!13 0) (< xp!13 8) (>= xp!14 0) (< xp!14 8) (>= xp!15 0) (< xp!15 2) (>= xp!16 0) (< xp!16 2) (>= xp!17 0) (< xp!17 32)) (or (< ?t1 0) (>= ?t1 128) (< (+ (* 2 xp!12) xp!15 (* 8 xp!17)) 0))) (>= (* 256 |N#q|) 1) (>= (* 128 |M#q|) 1) (>= (* 64 |K#q|) 1)))))
(check-sat)
