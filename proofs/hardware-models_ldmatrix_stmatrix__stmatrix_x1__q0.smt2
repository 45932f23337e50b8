; cute-prover 0.1.0 proof obligation
; source: hardware-models/ldmatrix_stmatrix.cute:26:1
; property: bijective(sm90.stmatrix.x1) && size(sm90.stmatrix.x1) == 64 && (forall t in [0,32), v in [0,2): sm90.stmatrix.x1(t,v) == 8*(8*(v/2) + t/4) + 2*(t%4) + v%2)
; query 1 of 4
; expected: unsat
; cute-prover obligation: bijective((32,2):(2,1)) injective: L(x) != L(y) for x != y, L = (32,2):(2,1)
; expected: unsat (no counterexample exists)
; bijective((32,2):(2,1)) injective: L(x) != L(y) for x != y, L = (32,2):(2,1)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun y0!2 () Int)
(declare-fun y1!3 () Int)
(assert
 (and true (and (and (>= x0!0 0) (< x0!0 32) (>= x1!1 0) (< x1!1 2)) (and (>= y0!2 0) (< y0!2 32) (>= y1!3 0) (< y1!3 2)) (or (not (= x0!0 y0!2)) (not (= x1!1 y1!3))) (= (+ (* 2 x0!0) x1!1) (+ (* 2 y0!2) y1!3)))))
(check-sat)
