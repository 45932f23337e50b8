; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_utccp.cute:43:1
; property: injective(sm100.utccp.2x64dp128bitlw0213.val_id) && injective(sm100.utccp.2x64dp128bitlw0123.val_id) && injective(sm100.utccp.4x32dp128bit.val_id)
; query 1 of 3
; expected: unsat
; cute-prover obligation: injective((64,128,2):(2097152,1,134217728)) injective: L(x) != L(y) for x != y, L = (64,128,2):(2097152,1,134217728)
; expected: unsat (no counterexample exists)
; injective((64,128,2):(2097152,1,134217728)) injective: L(x) != L(y) for x != y, L = (64,128,2):(2097152,1,134217728)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun x2!2 () Int)
(declare-fun y0!3 () Int)
(declare-fun y1!4 () Int)
(declare-fun y2!5 () Int)
(assert
 (and true (and (and (>= x0!0 0) (< x0!0 64) (>= x1!1 0) (< x1!1 128) (>= x2!2 0) (< x2!2 2)) (and (>= y0!3 0) (< y0!3 64) (>= y1!4 0) (< y1!4 128) (>= y2!5 0) (< y2!5 2)) (or (not (= x0!0 y0!3)) (not (= x1!1 y1!4)) (not (= x2!2 y2!5))) (= (+ (* 2097152 x0!0) x1!1 (* 134217728 x2!2)) (+ (* 2097152 y0!3) y1!4 (* 134217728 y2!5))))))
(check-sat)
