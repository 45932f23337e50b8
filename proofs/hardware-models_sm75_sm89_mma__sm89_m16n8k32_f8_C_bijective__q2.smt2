; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm75_sm89_mma.cute:38:1
; property: bijective(sm89.mma.m16n8k32.f8.C) && size(sm89.mma.m16n8k32.f8.C) == 128
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(sm89.mma.m16n8k32.f8.C) == 128
; expected: unsat (no counterexample exists)
; condition condition: size(sm89.mma.m16n8k32.f8.C) == 128
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 128 128)))))
(check-sat)
