; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:42:1
; property: bijective(sm100.stmatrix.m16n8.x1.trans.b8) && bijective(sm100.stmatrix.m16n8.x2.trans.b8) && bijective(sm100.stmatrix.m16n8.x4.trans.b8) && size(sm100.stmatrix.m16n8.x4.trans.b8) == 512
; query 7 of 7
; expected: unsat
; cute-prover obligation: condition condition: size(sm100.stmatrix.m16n8.x4.trans.b8) == 512
; expected: unsat (no counterexample exists)
; condition condition: size(sm100.stmatrix.m16n8.x4.trans.b8) == 512
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 512 512)))))
(check-sat)
