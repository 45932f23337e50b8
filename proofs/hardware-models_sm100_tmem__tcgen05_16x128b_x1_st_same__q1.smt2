; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:107:1
; property: equal(sm100.tcgen05.st.16x128b.x1, sm100.tcgen05.ld.16x128b.x1)
; query 2 of 2
; expected: unsat
; cute-prover obligation: equal(((4,8),(2,1)):((1,65536),(524288,4)),((4,8),(2,1)):((1,65536),(524288,4))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),(2,1)):((1,65536),(524288,4)), L2 = ((4,8),(2,1)):((1,65536),(524288,4))
; expected: unsat (no counterexample exists)
; equal(((4,8),(2,1)):((1,65536),(524288,4)),((4,8),(2,1)):((1,65536),(524288,4))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),(2,1)):((1,65536),(524288,4)), L2 = ((4,8),(2,1)):((1,65536),(524288,4))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(declare-fun xp!2 () Int)
(assert
 (let (($t0 (and (>= xp!0 0) (< xp!0 4) (>= xp!1 0) (< xp!1 8) (>= xp!2 0) (< xp!2 2))))
 (let ((?t1 (+ xp!0 (* 65536 xp!1) (* 524288 xp!2) (* 4 0))))
 (and true (and $t0 $t0 (not (= ?t1 ?t1)))))))
(check-sat)
