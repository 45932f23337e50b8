; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_wgmma.cute:38:1
; property: bijective(sm90.wgmma.m64n56k16.f16.C) && size(sm90.wgmma.m64n56k16.f16.C) == 3584 && (forall t in [0,128), v in [0,28): sm90.wgmma.m64n56k16.f16.C(t,v) == (16*(t/32) + (t%32)/4 + 8*((v/2)%2)) + 64*(8*(v/4) + 2*(t%4) + v%2))
; query 3 of 4
; expected: unsat
; cute-prover obligation: condition condition: size(sm90.wgmma.m64n56k16.f16.C) == 3584
; expected: unsat (no counterexample exists)
; condition condition: size(sm90.wgmma.m64n56k16.f16.C) == 3584
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 3584 3584)))))
(check-sat)
