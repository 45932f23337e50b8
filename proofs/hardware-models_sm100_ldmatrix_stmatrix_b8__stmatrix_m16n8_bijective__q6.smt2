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
 (let (($t0 (= 512 512)))
(let (($t1 (not $t0)))
(let (($t2 (and true $t1)))
(and true $t2)))))
(check-sat)
