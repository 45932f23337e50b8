; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:30:1
; property: equal(sm100.tcgen05.st.32x32b.x2, sm100.tcgen05.ld.32x32b.x2)
; query 2 of 2
; expected: unsat
; cute-prover obligation: equal((32,2):(65536,1),(32,2):(65536,1)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = (32,2):(65536,1), L2 = (32,2):(65536,1)
; expected: unsat (no counterexample exists)
; equal((32,2):(65536,1),(32,2):(65536,1)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = (32,2):(65536,1), L2 = (32,2):(65536,1)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(assert
 (let (($t0 (and (>= xp!0 0) (< xp!0 32) (>= xp!1 0) (< xp!1 2))))
 (let ((?t1 (+ (* 65536 xp!0) xp!1)))
 (and true (and $t0 $t0 (not (= ?t1 ?t1)))))))
(check-sat)
