; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm75_sm89_mma.cute:14:1
; property: bijective(sm75.mma.m16n8k8.f16.C) && size(sm75.mma.m16n8k8.f16.C) == 128
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(sm75.mma.m16n8k8.f16.C) == 128
; expected: unsat (no counterexample exists)
; condition condition: size(sm75.mma.m16n8k8.f16.C) == 128
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (let (($t0 (= 128 128)))
(let (($t1 (not $t0)))
(let (($t2 (and true $t1)))
(and true $t2)))))
(check-sat)
