; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm75_sm89_mma.cute:42:1
; property: equal(sm89.mma.m16n8k32.f8.A, sm80.mma.m16n8k32.s8.A) && equal(sm89.mma.m16n8k32.f8.B, sm80.mma.m16n8k32.s8.B) && equal(sm89.mma.m16n8k32.f8.C, sm80.mma.m16n8k32.s8.C)
; query 1 of 6
; expected: unsat
; cute-prover obligation: equal(((4,8),(4,2,2)):((64,1),(16,8,256)),((4,8),(4,2,2)):((64,1),(16,8,256))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 512 true size(L1) = 512
; expected: unsat (no counterexample exists)
; equal(((4,8),(4,2,2)):((64,1),(16,8,256)),((4,8),(4,2,2)):((64,1),(16,8,256))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 512 true size(L1) = 512
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (< 512 512)))
(check-sat)
