; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm75_sm89_mma.cute:18:1
; property: equal(sm75.mma.m16n8k8.f16.A, sm80.mma.m16n8k8.f16.A) && equal(sm75.mma.m16n8k8.f16.B, sm80.mma.m16n8k8.f16.B) && equal(sm75.mma.m16n8k8.f16.C, sm80.mma.m16n8k8.f16.C)
; query 3 of 6
; expected: unsat
; cute-prover obligation: equal(((4,8),2):((16,1),8),((4,8),2):((16,1),8)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 64 true size(L1) = 64
; expected: unsat (no counterexample exists)
; equal(((4,8),2):((16,1),8),((4,8),2):((16,1),8)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 64 true size(L1) = 64
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (< 64 64)))
(check-sat)
