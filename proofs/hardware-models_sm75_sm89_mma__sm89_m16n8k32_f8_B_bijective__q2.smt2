; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm75_sm89_mma.cute:37:1
; property: bijective(sm89.mma.m16n8k32.f8.B) && size(sm89.mma.m16n8k32.f8.B) == 256
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(sm89.mma.m16n8k32.f8.B) == 256
; expected: unsat (no counterexample exists)
; condition condition: size(sm89.mma.m16n8k32.f8.B) == 256
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 256 256)))))
(check-sat)
