; cute-prover 0.1.0 proof obligation
; source: hardware-models/ldmatrix_stmatrix.cute:31:1
; property: bijective(sm90.stmatrix.x2) && size(sm90.stmatrix.x2) == 128 && (forall t in [0,32), v in [0,4): sm90.stmatrix.x2(t,v) == 8*(8*(v/2) + t/4) + 2*(t%4) + v%2)
; query 1 of 4
; expected: unsat
; cute-prover obligation: bijective((32,(2,2)):(2,(1,64))) injective: L(x) != L(y) for x != y, L = (32,(2,2)):(2,(1,64))
; expected: unsat (no counterexample exists)
; bijective((32,(2,2)):(2,(1,64))) injective: L(x) != L(y) for x != y, L = (32,(2,2)):(2,(1,64))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun x2!2 () Int)
(declare-fun y0!3 () Int)
(declare-fun y1!4 () Int)
(declare-fun y2!5 () Int)
(assert
 (and true (and (and (>= x0!0 0) (< x0!0 32) (>= x1!1 0) (< x1!1 2) (>= x2!2 0) (< x2!2 2)) (and (>= y0!3 0) (< y0!3 32) (>= y1!4 0) (< y1!4 2) (>= y2!5 0) (< y2!5 2)) (or (not (= x0!0 y0!3)) (not (= x1!1 y1!4)) (not (= x2!2 y2!5))) (= (+ (* 2 x0!0) x1!1 (* 64 x2!2)) (+ (* 2 y0!3) y1!4 (* 64 y2!5))))))
(check-sat)
