; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:166:1
; property: injective(sm100.tcgen05.ld.16x256b.x32) && size(sm100.tcgen05.ld.16x256b.x32) == 4096 && (forall t in [0,32), r in [0,128): sm100.tcgen05.ld.16x256b.x32(t,r) == (t/4 + 8*((r/2)%2))*65536 + (8*(r/4) + 2*(t%4) + r%2))
; query 2 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(sm100.tcgen05.ld.16x256b.x32) == 4096
; expected: unsat (no counterexample exists)
; condition condition: size(sm100.tcgen05.ld.16x256b.x32) == 4096
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 4096 4096)))))
(check-sat)
