; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_wgmma.cute:113:1
; property: equal(sm90.wgmma.m64n96k16.bf16.C, sm90.wgmma.m64n96k16.f16.C)
; query 1 of 2
; expected: unsat
; cute-prover obligation: equal(((4,8,4),(2,2,12)):((128,1,16),(64,8,512)),((4,8,4),(2,2,12)):((128,1,16),(64,8,512))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 6144 true size(L1) = 6144
; expected: unsat (no counterexample exists)
; equal(((4,8,4),(2,2,12)):((128,1,16),(64,8,512)),((4,8,4),(2,2,12)):((128,1,16),(64,8,512))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 6144 true size(L1) = 6144
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (< 6144 6144)))
(check-sat)
