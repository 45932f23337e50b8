; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:44:1
; property: equal(sm100.ldmatrix.m16n16.x1.trans.b8, sm100.stmatrix.m16n8.x2.trans.b8) && equal(sm100.ldmatrix.m16n16.x2.trans.b8, sm100.stmatrix.m16n8.x4.trans.b8)
; query 3 of 4
; expected: unsat
; cute-prover obligation: equal(((4,8),(2,2,4)):((32,1),(16,8,128)),((4,8),(2,2,4)):((32,1),(16,8,128))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 512 true size(L1) = 512
; expected: unsat (no counterexample exists)
; equal(((4,8),(2,2,4)):((32,1),(16,8,128)),((4,8),(2,2,4)):((32,1),(16,8,128))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 512 true size(L1) = 512
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (< 512 512)))
(check-sat)
