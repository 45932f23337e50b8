; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:84:1
; property: injective(sm100.tcgen05.ld.16x64b.x16) && size(sm100.tcgen05.ld.16x64b.x16) == 512 && (forall t in [0,32), r in [0,16): sm100.tcgen05.ld.16x64b.x16(t,r) == (t/4 + 8*(t%2))*65536 + (2*r + (t/2)%2))
; query 2 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(sm100.tcgen05.ld.16x64b.x16) == 512
; expected: unsat (no counterexample exists)
; condition condition: size(sm100.tcgen05.ld.16x64b.x16) == 512
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 512 512)))))
(check-sat)
