; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_wgmma.cute:18:1
; property: bijective(sm90.wgmma.m64k8.tf32.A) && size(sm90.wgmma.m64k8.tf32.A) == 512
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(sm90.wgmma.m64k8.tf32.A) == 512
; expected: unsat (no counterexample exists)
; condition condition: size(sm90.wgmma.m64k8.tf32.A) == 512
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 512 512)))))
(check-sat)
