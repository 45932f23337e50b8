; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:35:1
; property: equal(sm100.tcgen05.st.32x32b.x4, sm100.tcgen05.ld.32x32b.x4)
; query 1 of 2
; expected: unsat
; cute-prover obligation: equal((32,4):(65536,1),(32,4):(65536,1)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 128 true size(L1) = 128
; expected: unsat (no counterexample exists)
; equal((32,4):(65536,1),(32,4):(65536,1)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 128 true size(L1) = 128
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (< 128 128)))
(check-sat)
