; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm80_mma.cute:37:1
; property: bijective(sm80.mma.m16n8k16.f16.B) && size(sm80.mma.m16n8k16.f16.B) == 128
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(sm80.mma.m16n8k16.f16.B) == 128
; expected: unsat (no counterexample exists)
; condition condition: size(sm80.mma.m16n8k16.f16.B) == 128
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 128 128)))))
(check-sat)
