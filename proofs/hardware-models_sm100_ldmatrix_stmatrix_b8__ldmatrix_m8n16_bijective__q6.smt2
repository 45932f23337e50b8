; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:58:1
; property: bijective(sm100.ldmatrix.m8n16.x1.b8x16) && bijective(sm100.ldmatrix.m8n16.x2.b8x16) && bijective(sm100.ldmatrix.m8n16.x4.b8x16) && size(sm100.ldmatrix.m8n16.x4.b8x16) == 512
; query 7 of 7
; expected: unsat
; cute-prover obligation: condition condition: size(sm100.ldmatrix.m8n16.x4.b8x16) == 512
; expected: unsat (no counterexample exists)
; condition condition: size(sm100.ldmatrix.m8n16.x4.b8x16) == 512
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 512 512)))))
(check-sat)
