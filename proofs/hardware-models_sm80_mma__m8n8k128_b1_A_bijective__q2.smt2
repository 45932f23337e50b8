; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm80_mma.cute:157:1
; property: bijective(sm80.mma.m8n8k128.b1.A) && size(sm80.mma.m8n8k128.b1.A) == 1024
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(sm80.mma.m8n8k128.b1.A) == 1024
; expected: unsat (no counterexample exists)
; condition condition: size(sm80.mma.m8n8k128.b1.A) == 1024
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 1024 1024)))))
(check-sat)
