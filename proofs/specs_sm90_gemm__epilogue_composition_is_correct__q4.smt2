; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:38:1
; property: composition_valid(gC_64, acc_64) && composition_valid(gC_128, acc_128) && composition_valid(gC_256, acc_256)
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 5 of 7
; expected: unsat
; cute-prover obligation: composition_valid((128,64):(N,1),((4,8,8),((2,2,8),(1,1))):((256,1,16),((128,8,1024),(0,0)))) composition: R(x) == A(B(x)) for x in the domain of B, A = (128,64):(N,1), B = ((4,8,8),((2,2,8),(1,1))):((256,1,16),((128,8,1024),(0,0))), R = ((4,8,8),((2,2,8),(1,1))):((2,N,16*N),((1,8*N,8),(0,0)))
; expected: unsat (no counterexample exists)
; composition_valid((128,64):(N,1),((4,8,8),((2,2,8),(1,1))):((256,1,16),((128,8,1024),(0,0)))) composition: R(x) == A(B(x)) for x in the domain of B, A = (128,64):(N,1), B = ((4,8,8),((2,2,8),(1,1))):((256,1,16),((128,8,1024),(0,0))), R = ((4,8,8),((2,2,8),(1,1))):((2,N,16*N),((1,8*N,8),(0,0)))
(set-info :status unknown)
(set-logic QF_NIA)
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
 (let ((?t1 (* 2 xp!0)))
 (let ((?t2 (* 256 |N#q|)))
 (let ((?t3 (* 8 xp!5)))
 (let ((?t4 (* 0 0)))
 (and (and $t0 $t0 $t0) (and (and (>= xp!0 0) (< xp!0 4) (>= xp!1 0) (< xp!1 8) (>= xp!2 0) (< xp!2 8) (>= xp!3 0) (< xp!3 2) (>= xp!4 0) (< xp!4 2) (>= xp!5 0) (< xp!5 8)) (not (= (+ ?t1 (* ?t2 xp!1) (* (* 4096 |N#q|) xp!2) xp!3 (* (* 2048 |N#q|) xp!4) ?t3 ?t4 ?t4) (+ (* ?t2 (+ xp!1 (* 16 xp!2) (* 8 xp!4))) (+ ?t1 xp!3 ?t3))))) (>= ?t2 1) (>= (* 128 |M#q|) 1) (>= (* 64 |K#q|) 1))))))))
(check-sat)
