; cute-prover 0.1.0 proof obligation
; source: hardware-models/ldmatrix_stmatrix_rows.cute:12:1
; property: bijective(sm75.ldmatrix.x4.rows)
; query 1 of 2
; expected: unsat
; cute-prover obligation: bijective((32,8):(8,1)) injective: L(x) != L(y) for x != y, L = (32,8):(8,1)
; expected: unsat (no counterexample exists)
; bijective((32,8):(8,1)) injective: L(x) != L(y) for x != y, L = (32,8):(8,1)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun y0!2 () Int)
(declare-fun y1!3 () Int)
(assert
 (and true (and (and (>= x0!0 0) (< x0!0 32) (>= x1!1 0) (< x1!1 8)) (and (>= y0!2 0) (< y0!2 32) (>= y1!3 0) (< y1!3 8)) (or (not (= x0!0 y0!2)) (not (= x1!1 y1!3))) (= (+ (* 8 x0!0) x1!1) (+ (* 8 y0!2) y1!3)))))
(check-sat)
