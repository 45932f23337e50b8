; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:174:1
; property: equal(sm100.tcgen05.st.16x32bx2.x1, sm100.tcgen05.ld.16x32bx2.x1)
; query 1 of 2
; expected: unsat
; cute-prover obligation: equal(((16,2),1):((65536,1),1),((16,2),1):((65536,1),1)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 32 true size(L1) = 32
; expected: unsat (no counterexample exists)
; equal(((16,2),1):((65536,1),1),((16,2),1):((65536,1),1)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 32 true size(L1) = 32
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (< 32 32)))
(check-sat)
