; cute-prover 0.1.0 proof obligation
; source: hardware-models/smem_swizzle.cute:80:1
; property: equal(upcast(sm90.gmma.K_SW128.bytes, 2), sm90.gmma.K_SW128.f16)
; query 1 of 2
; expected: unsat
; cute-prover obligation: equal(Sw<3,3,3> o 0 o (8,64):(64,1),Sw<3,3,3> o 0 o (8,64):(64,1)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 512 true size(L1) = 512
; expected: unsat (no counterexample exists)
; equal(Sw<3,3,3> o 0 o (8,64):(64,1),Sw<3,3,3> o 0 o (8,64):(64,1)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 512 true size(L1) = 512
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (< 512 512)))
(check-sat)
