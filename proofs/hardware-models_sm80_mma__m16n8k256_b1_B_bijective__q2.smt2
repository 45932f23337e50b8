; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm80_mma.cute:180:1
; property: bijective(sm80.mma.m16n8k256.b1.B) && size(sm80.mma.m16n8k256.b1.B) == 2048
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(sm80.mma.m16n8k256.b1.B) == 2048
; expected: unsat (no counterexample exists)
; condition condition: size(sm80.mma.m16n8k256.b1.B) == 2048
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 2048 2048)))))
(check-sat)
