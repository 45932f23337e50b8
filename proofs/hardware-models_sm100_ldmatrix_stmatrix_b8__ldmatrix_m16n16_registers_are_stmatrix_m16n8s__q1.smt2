; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:44:1
; property: equal(sm100.ldmatrix.m16n16.x1.trans.b8, sm100.stmatrix.m16n8.x2.trans.b8) && equal(sm100.ldmatrix.m16n16.x2.trans.b8, sm100.stmatrix.m16n8.x4.trans.b8)
; query 2 of 4
; expected: unsat
; cute-prover obligation: equal(((4,8),(2,2,2)):((32,1),(16,8,128)),((4,8),(2,2,2)):((32,1),(16,8,128))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),(2,2,2)):((32,1),(16,8,128)), L2 = ((4,8),(2,2,2)):((32,1),(16,8,128))
; expected: unsat (no counterexample exists)
; equal(((4,8),(2,2,2)):((32,1),(16,8,128)),((4,8),(2,2,2)):((32,1),(16,8,128))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),(2,2,2)):((32,1),(16,8,128)), L2 = ((4,8),(2,2,2)):((32,1),(16,8,128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(declare-fun xp!2 () Int)
(declare-fun xp!3 () Int)
(declare-fun xp!4 () Int)
(assert
 (let (($t0 (and (>= xp!0 0) (< xp!0 4) (>= xp!1 0) (< xp!1 8) (>= xp!2 0) (< xp!2 2) (>= xp!3 0) (< xp!3 2) (>= xp!4 0) (< xp!4 2))))
 (let ((?t1 (+ (* 32 xp!0) xp!1 (* 16 xp!2) (* 8 xp!3) (* 128 xp!4))))
 (and true (and $t0 $t0 (not (= ?t1 ?t1)))))))
(check-sat)
