; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:48:1
; property: injective(sm100.tcgen05.ld.32x32b.x32) && size(sm100.tcgen05.ld.32x32b.x32) == 1024 && (forall t in [0,32), r in [0,32): sm100.tcgen05.ld.32x32b.x32(t,r) == (t)*65536 + (r))
; query 2 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(sm100.tcgen05.ld.32x32b.x32) == 1024
; expected: unsat (no counterexample exists)
; condition condition: size(sm100.tcgen05.ld.32x32b.x32) == 1024
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 1024 1024)))))
(check-sat)
