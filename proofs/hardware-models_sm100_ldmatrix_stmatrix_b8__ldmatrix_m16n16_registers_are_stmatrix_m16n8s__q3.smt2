; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:44:1
; property: equal(sm100.ldmatrix.m16n16.x1.trans.b8, sm100.stmatrix.m16n8.x2.trans.b8) && equal(sm100.ldmatrix.m16n16.x2.trans.b8, sm100.stmatrix.m16n8.x4.trans.b8)
; query 4 of 4
; expected: unsat
; cute-prover obligation: equal(((4,8),(2,2,4)):((32,1),(16,8,128)),((4,8),(2,2,4)):((32,1),(16,8,128))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),(2,2,4)):((32,1),(16,8,128)), L2 = ((4,8),(2,2,4)):((32,1),(16,8,128))
; expected: unsat (no counterexample exists)
; equal(((4,8),(2,2,4)):((32,1),(16,8,128)),((4,8),(2,2,4)):((32,1),(16,8,128))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),(2,2,4)):((32,1),(16,8,128)), L2 = ((4,8),(2,2,4)):((32,1),(16,8,128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!5 () Int)
(declare-fun xp!6 () Int)
(declare-fun xp!7 () Int)
(declare-fun xp!8 () Int)
(declare-fun xp!9 () Int)
(assert
 (let (($t0 (and (>= xp!5 0) (< xp!5 4) (>= xp!6 0) (< xp!6 8) (>= xp!7 0) (< xp!7 2) (>= xp!8 0) (< xp!8 2) (>= xp!9 0) (< xp!9 4))))
 (let ((?t1 (+ (* 32 xp!5) xp!6 (* 16 xp!7) (* 8 xp!8) (* 128 xp!9))))
 (and true (and $t0 $t0 (not (= ?t1 ?t1)))))))
(check-sat)
