; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm80_mma.cute:91:1
; property: bijective(sm80.mma.m16n8k32.s8.A) && size(sm80.mma.m16n8k32.s8.A) == 512
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(sm80.mma.m16n8k32.s8.A) == 512
; expected: unsat (no counterexample exists)
; condition condition: size(sm80.mma.m16n8k32.s8.A) == 512
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 512 512)))))
(check-sat)
