; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_wgmma.cute:10:1
; property: bijective(sm90.wgmma.m64k16.f16.A) && size(sm90.wgmma.m64k16.f16.A) == 1024
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(sm90.wgmma.m64k16.f16.A) == 1024
; expected: unsat (no counterexample exists)
; condition condition: size(sm90.wgmma.m64k16.f16.A) == 1024
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 1024 1024)))))
(check-sat)
