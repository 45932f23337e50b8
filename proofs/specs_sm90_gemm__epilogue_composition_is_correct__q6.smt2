; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:38:1
; property: composition_valid(gC_64, acc_64) && composition_valid(gC_128, acc_128) && composition_valid(gC_256, acc_256)
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 7 of 7
; expected: unsat
; cute-prover obligation: composition_valid((128,256):(N,1),((4,8,8),((2,2,32),(1,1))):((256,1,16),((128,8,1024),(0,0)))) composition: R(x) == A(B(x)) for x in the domain of B, A = (128,256):(N,1), B = ((4,8,8),((2,2,32),(1,1))):((256,1,16),((128,8,1024),(0,0))), R = ((4,8,8),((2,2,32),(1,1))):((2,N,16*N),((1,8*N,8),(0,0)))
; expected: unsat (no counterexample exists)
; composition_valid((128,256):(N,1),((4,8,8),((2,2,32),(1,1))):((256,1,16),((128,8,1024),(0,0)))) composition: R(x) == A(B(x)) for x in the domain of B, A = (128,256):(N,1), B = ((4,8,8),((2,2,32),(1,1))):((256,1,16),((128,8,1024),(0,0))), R = ((4,8,8),((2,2,32),(1,1))):((2,N,16*N),((1,8*N,8),(0,0)))
(set-info :status unknown)
(set-logic QF_NIA)
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
 (let ((?t1 (* 2 xp!12)))
 (let ((?t2 (* 256 |N#q|)))
 (let ((?t3 (* 8 xp!17)))
 (let ((?t4 (* 0 0)))
 (and (and $t0 $t0 $t0) (and (and (>= xp!12 0) (< xp!12 4) (>= xp!13 0) (< xp!13 8) (>= xp!14 0) (< xp!14 8) (>= xp!15 0) (< xp!15 2) (>= xp!16 0) (< xp!16 2) (>= xp!17 0) (< xp!17 32)) (not (= (+ ?t1 (* ?t2 xp!13) (* (* 4096 |N#q|) xp!14) xp!15 (* (* 2048 |N#q|) xp!16) ?t3 ?t4 ?t4) (+ (* ?t2 (+ xp!13 (* 16 xp!14) (* 8 xp!16))) (+ ?t1 xp!15 ?t3))))) (>= ?t2 1) (>= (* 128 |M#q|) 1) (>= (* 64 |K#q|) 1))))))))
(check-sat)
