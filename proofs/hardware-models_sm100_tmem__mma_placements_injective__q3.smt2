; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:241:1
; property: injective(sm100.tcgen05.mma.m128n256.D) && injective(sm100.tcgen05.mma.m64n256.F) && injective(sm100.tcgen05.mma.cta2.m128n256.B) && equal(sm100.tcgen05.mma.cta2.m256n256.A, sm100.tcgen05.mma.m128n256.D)
; query 4 of 5
; expected: unsat
; cute-prover obligation: equal((128,256):(65536,1),(128,256):(65536,1)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 32768 true size(L1) = 32768
; expected: unsat (no counterexample exists)
; equal((128,256):(65536,1),(128,256):(65536,1)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 32768 true size(L1) = 32768
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (< 32768 32768)))
(check-sat)
