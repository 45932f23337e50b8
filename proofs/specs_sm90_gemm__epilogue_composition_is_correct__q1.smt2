; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:38:1
; property: composition_valid(gC_64, acc_64) && composition_valid(gC_128, acc_128) && composition_valid(gC_256, acc_256)
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 2 of 7
; expected: unsat
; cute-prover obligation: lemma: A's coordinates of B(x) are in range, A = (128,64):(N,1), B = ((4,8,8),((2,2,8),(1,1))):((256,1,16),((128,8,1024),(0,0)))
; expected: unsat (no counterexample exists)
; lemma: A's coordinates of B(x) are in range, A = (128,64):(N,1), B = ((4,8,8),((2,2,8),(1,1))):((256,1,16),((128,8,1024),(0,0)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(declare-fun xp!2 () Int)
(declare-fun xp!3 () Int)
(declare-fun xp!4 () Int)
(declare-fun xp!5 () Int)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (+ xp!1 (* 16 xp!2) (* 8 xp!4))))
 (and (and $t0 $t0 $t0) (and (and (>= xp!0 0) (< xp!0 4) (>= xp!1 0) (< xp!1 8) (>= xp!2 0) (< xp!2 8) (>= xp!3 0) (< xp!3 2) (>= xp!4 0) (< xp!4 2) (>= xp!5 0) (< xp!5 8)) (or (< ?t1 0) (>= ?t1 128) (< (+ (* 2 xp!0) xp!3 (* 8 xp!5)) 0))) (>= (* 256 |N#q|) 1) (>= (* 128 |M#q|) 1) (>= (* 64 |K#q|) 1)))))
(check-sat)
