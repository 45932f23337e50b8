; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm80_mma.cute:179:1
; property: bijective(sm80.mma.m16n8k256.b1.A) && size(sm80.mma.m16n8k256.b1.A) == 4096
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(sm80.mma.m16n8k256.b1.A) == 4096
; expected: unsat (no counterexample exists)
; condition condition: size(sm80.mma.m16n8k256.b1.A) == 4096
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 4096 4096)))))
(check-sat)
