; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:58:1
; property: bijective(sm100.ldmatrix.m8n16.x1.b8x16) && bijective(sm100.ldmatrix.m8n16.x2.b8x16) && bijective(sm100.ldmatrix.m8n16.x4.b8x16) && size(sm100.ldmatrix.m8n16.x4.b8x16) == 512
; query 1 of 7
; expected: unsat
; cute-prover obligation: bijective((32,4):(4,1)) injective: L(x) != L(y) for x != y, L = (32,4):(4,1)
; expected: unsat (no counterexample exists)
; bijective((32,4):(4,1)) injective: L(x) != L(y) for x != y, L = (32,4):(4,1)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun y0!2 () Int)
(declare-fun y1!3 () Int)
(assert
 (and true (and (and (>= x0!0 0) (< x0!0 32) (>= x1!1 0) (< x1!1 4)) (and (>= y0!2 0) (< y0!2 32) (>= y1!3 0) (< y1!3 4)) (or (not (= x0!0 y0!2)) (not (= x1!1 y1!3))) (= (+ (* 4 x0!0) x1!1) (+ (* 4 y0!2) y1!3)))))
(check-sat)
