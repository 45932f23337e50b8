; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:172:1
; property: injective(sm100.tcgen05.ld.16x32bx2.x1) && size(sm100.tcgen05.ld.16x32bx2.x1) == 32 && (forall t in [0,32), r in [0,1): sm100.tcgen05.ld.16x32bx2.x1(t,r) == (t%16)*65536 + (r + 1*(t/16)))
; query 2 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(sm100.tcgen05.ld.16x32bx2.x1) == 32
; expected: unsat (no counterexample exists)
; condition condition: size(sm100.tcgen05.ld.16x32bx2.x1) == 32
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 32 32)))))
(check-sat)
