; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:204:1
; property: equal(sm100.tcgen05.st.16x32bx2.x64, sm100.tcgen05.ld.16x32bx2.x64)
; query 1 of 2
; expected: unsat
; cute-prover obligation: equal(((16,2),64):((65536,64),1),((16,2),64):((65536,64),1)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 2048 true size(L1) = 2048
; expected: unsat (no counterexample exists)
; equal(((16,2),64):((65536,64),1),((16,2),64):((65536,64),1)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 2048 true size(L1) = 2048
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (< 2048 2048)))
(check-sat)
