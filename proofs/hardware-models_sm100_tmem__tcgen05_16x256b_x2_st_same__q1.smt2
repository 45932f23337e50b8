; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:148:1
; property: equal(sm100.tcgen05.st.16x256b.x2, sm100.tcgen05.ld.16x256b.x2)
; query 2 of 2
; expected: unsat
; cute-prover obligation: equal(((4,8),(2,2,2)):((2,65536),(1,524288,8)),((4,8),(2,2,2)):((2,65536),(1,524288,8))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),(2,2,2)):((2,65536),(1,524288,8)), L2 = ((4,8),(2,2,2)):((2,65536),(1,524288,8))
; expected: unsat (no counterexample exists)
; equal(((4,8),(2,2,2)):((2,65536),(1,524288,8)),((4,8),(2,2,2)):((2,65536),(1,524288,8))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),(2,2,2)):((2,65536),(1,524288,8)), L2 = ((4,8),(2,2,2)):((2,65536),(1,524288,8))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(declare-fun xp!2 () Int)
(declare-fun xp!3 () Int)
(declare-fun xp!4 () Int)
(assert
 (let (($t0 (and (>= xp!0 0) (< xp!0 4) (>= xp!1 0) (< xp!1 8) (>= xp!2 0) (< xp!2 2) (>= xp!3 0) (< xp!3 2) (>= xp!4 0) (< xp!4 2))))
 (let ((?t1 (+ (* 2 xp!0) (* 65536 xp!1) xp!2 (* 524288 xp!3) (* 8 xp!4))))
 (and true (and $t0 $t0 (not (= ?t1 ?t1)))))))
(check-sat)
