; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_wgmma.cute:22:1
; property: bijective(sm90.wgmma.m64k32.s8.A) && size(sm90.wgmma.m64k32.s8.A) == 2048
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(sm90.wgmma.m64k32.s8.A) == 2048
; expected: unsat (no counterexample exists)
; condition condition: size(sm90.wgmma.m64k32.s8.A) == 2048
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 2048 2048)))))
(check-sat)
