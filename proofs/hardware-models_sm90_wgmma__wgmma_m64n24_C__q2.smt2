; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_wgmma.cute:30:1
; property: bijective(sm90.wgmma.m64n24k16.f16.C) && size(sm90.wgmma.m64n24k16.f16.C) == 1536 && (forall t in [0,128), v in [0,12): sm90.wgmma.m64n24k16.f16.C(t,v) == (16*(t/32) + (t%32)/4 + 8*((v/2)%2)) + 64*(8*(v/4) + 2*(t%4) + v%2))
; query 3 of 4
; expected: unsat
; cute-prover obligation: condition condition: size(sm90.wgmma.m64n24k16.f16.C) == 1536
; expected: unsat (no counterexample exists)
; condition condition: size(sm90.wgmma.m64n24k16.f16.C) == 1536
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 1536 1536)))))
(check-sat)
