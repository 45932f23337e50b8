; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:241:1
; property: injective(sm100.tcgen05.mma.m128n256.D) && injective(sm100.tcgen05.mma.m64n256.F) && injective(sm100.tcgen05.mma.cta2.m128n256.B) && equal(sm100.tcgen05.mma.cta2.m256n256.A, sm100.tcgen05.mma.m128n256.D)
; query 5 of 5
; expected: unsat
; cute-prover obligation: equal((128,256):(65536,1),(128,256):(65536,1)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = (128,256):(65536,1), L2 = (128,256):(65536,1)
; expected: unsat (no counterexample exists)
; equal((128,256):(65536,1),(128,256):(65536,1)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = (128,256):(65536,1), L2 = (128,256):(65536,1)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!16 () Int)
(declare-fun xp!17 () Int)
(assert
 (let (($t0 (and (>= xp!16 0) (< xp!16 128) (>= xp!17 0) (< xp!17 256))))
 (let ((?t1 (+ (* 65536 xp!16) xp!17)))
 (and true (and $t0 $t0 (not (= ?t1 ?t1)))))))
(check-sat)
