; cute-prover 0.1.0 proof obligation
; source: hardware-models/smem_swizzle.cute:81:1
; property: equal(recast_layout(sm90.gmma.MN_SW128.tf32, 32, 8), sm90.gmma.MN_SW128.bytes)
; query 1 of 2
; expected: unsat
; cute-prover obligation: equal(Sw<3,4,3> o 0 o (128,8):(1,128),Sw<3,4,3> o 0 o (128,8):(1,128)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 1024 true size(L1) = 1024
; expected: unsat (no counterexample exists)
; equal(Sw<3,4,3> o 0 o (128,8):(1,128),Sw<3,4,3> o 0 o (128,8):(1,128)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 1024 true size(L1) = 1024
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (< 1024 1024)))
(check-sat)
