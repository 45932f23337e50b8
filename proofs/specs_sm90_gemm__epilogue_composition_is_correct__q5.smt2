; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:38:1
; property: composition_valid(gC_64, acc_64) && composition_valid(gC_128, acc_128) && composition_valid(gC_256, acc_256)
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 6 of 7
; expected: unsat
; cute-prover obligation: composition_valid((128,128):(N,1),((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))) composition: R(x) == A(B(x)) for x in the domain of B, A = (128,128):(N,1), B = ((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))), R = ((4,8,8),((2,2,16),(1,1))):((2,N,16*N),((1,8*N,8),(0,0)))
; expected: unsat (no counterexample exists)
; composition_valid((128,128):(N,1),((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))) composition: R(x) == A(B(x)) for x in the domain of B, A = (128,128):(N,1), B = ((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))), R = ((4,8,8),((2,2,16),(1,1))):((2,N,16*N),((1,8*N,8),(0,0)))
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun xp!6 () Int)
(declare-fun xp!7 () Int)
(declare-fun xp!8 () Int)
(declare-fun xp!9 () Int)
(declare-fun xp!10 () Int)
(declare-fun xp!11 () Int)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 2 xp!6)))
 (let ((?t2 (* 256 |N#q|)))
 (let ((?t3 (* 8 xp!11)))
 (let ((?t4 (* 0 0)))
 (and (and $t0 $t0 $t0) (and (and (>= xp!6 0) (< xp!6 4) (>= xp!7 0) (< xp!7 8) (>= xp!8 0) (< xp!8 8) (>= xp!9 0) (< xp!9 2) (>= xp!10 0) (< xp!10 2) (>= xp!11 0) (< xp!11 16)) (not (= (+ ?t1 (* ?t2 xp!7) (* (* 4096 |N#q|) xp!8) xp!9 (* (* 2048 |N#q|) xp!10) ?t3 ?t4 ?t4) (+ (* ?t2 (+ xp!7 (* 16 xp!8) (* 8 xp!10))) (+ ?t1 xp!9 ?t3))))) (>= ?t2 1) (>= (* 128 |M#q|) 1) (>= (* 64 |K#q|) 1))))))))
(check-sat)
