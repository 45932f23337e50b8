; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:168:1
; property: equal(sm100.tcgen05.st.16x256b.x32, sm100.tcgen05.ld.16x256b.x32)
; query 1 of 2
; expected: unsat
; cute-prover obligation: equal(((4,8),(2,2,32)):((2,65536),(1,524288,8)),((4,8),(2,2,32)):((2,65536),(1,524288,8))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 4096 true size(L1) = 4096
; expected: unsat (no counterexample exists)
; equal(((4,8),(2,2,32)):((2,65536),(1,524288,8)),((4,8),(2,2,32)):((2,65536),(1,524288,8))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 4096 true size(L1) = 4096
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (< 4096 4096)))
(check-sat)
