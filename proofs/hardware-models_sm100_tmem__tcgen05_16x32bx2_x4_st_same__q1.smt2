; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:184:1
; property: equal(sm100.tcgen05.st.16x32bx2.x4, sm100.tcgen05.ld.16x32bx2.x4)
; query 2 of 2
; expected: unsat
; cute-prover obligation: equal(((16,2),4):((65536,4),1),((16,2),4):((65536,4),1)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((16,2),4):((65536,4),1), L2 = ((16,2),4):((65536,4),1)
; expected: unsat (no counterexample exists)
; equal(((16,2),4):((65536,4),1),((16,2),4):((65536,4),1)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((16,2),4):((65536,4),1), L2 = ((16,2),4):((65536,4),1)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(declare-fun xp!2 () Int)
(assert
 (let (($t0 (and (>= xp!0 0) (< xp!0 16) (>= xp!1 0) (< xp!1 2) (>= xp!2 0) (< xp!2 4))))
 (let ((?t1 (+ (* 65536 xp!0) (* 4 xp!1) xp!2)))
 (and true (and $t0 $t0 (not (= ?t1 ?t1)))))))
(check-sat)
