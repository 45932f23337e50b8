; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm80_mma.cute:124:1
; property: bijective(sm80.mma.m8n8k32.s4.A) && size(sm80.mma.m8n8k32.s4.A) == 256
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(sm80.mma.m8n8k32.s4.A) == 256
; expected: unsat (no counterexample exists)
; condition condition: size(sm80.mma.m8n8k32.s4.A) == 256
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 256 256)))))
(check-sat)
