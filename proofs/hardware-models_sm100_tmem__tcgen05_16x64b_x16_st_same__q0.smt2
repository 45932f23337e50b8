; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:86:1
; property: equal(sm100.tcgen05.st.16x64b.x16, sm100.tcgen05.ld.16x64b.x16)
; query 1 of 2
; expected: unsat
; cute-prover obligation: equal(((2,2,8),16):((524288,1,65536),2),((2,2,8),16):((524288,1,65536),2)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 512 true size(L1) = 512
; expected: unsat (no counterexample exists)
; equal(((2,2,8),16):((524288,1,65536),2),((2,2,8),16):((524288,1,65536),2)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 512 true size(L1) = 512
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (< 512 512)))
(check-sat)
