; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:110:1
; property: injective(sm100.tcgen05.ld.16x128b.x2) && size(sm100.tcgen05.ld.16x128b.x2) == 128 && (forall t in [0,32), r in [0,4): sm100.tcgen05.ld.16x128b.x2(t,r) == (t/4 + 8*(r%2))*65536 + (4*(r/2) + t%4))
; query 2 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(sm100.tcgen05.ld.16x128b.x2) == 128
; expected: unsat (no counterexample exists)
; condition condition: size(sm100.tcgen05.ld.16x128b.x2) == 128
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 128 128)))))
(check-sat)
