; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm80_mma.cute:159:1
; property: bijective(sm80.mma.m8n8k128.b1.C) && size(sm80.mma.m8n8k128.b1.C) == 64
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(sm80.mma.m8n8k128.b1.C) == 64
; expected: unsat (no counterexample exists)
; condition condition: size(sm80.mma.m8n8k128.b1.C) == 64
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 64 64)))))
(check-sat)
