; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_wgmma.cute:64:1
; property: bijective(sm90.wgmma.m64n160k16.f16.C) && size(sm90.wgmma.m64n160k16.f16.C) == 10240 && (forall t in [0,128), v in [0,80): sm90.wgmma.m64n160k16.f16.C(t,v) == (16*(t/32) + (t%32)/4 + 8*((v/2)%2)) + 64*(8*(v/4) + 2*(t%4) + v%2))
; query 3 of 4
; expected: unsat
; cute-prover obligation: condition condition: size(sm90.wgmma.m64n160k16.f16.C) == 10240
; expected: unsat (no counterexample exists)
; condition condition: size(sm90.wgmma.m64n160k16.f16.C) == 10240
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 10240 10240)))))
(check-sat)
