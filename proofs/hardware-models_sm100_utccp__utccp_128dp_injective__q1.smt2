; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_utccp.cute:20:1
; property: injective(sm100.utccp.128dp256bit.val_id) && injective(sm100.utccp.128dp128bit.val_id)
; query 2 of 2
; expected: unsat
; cute-prover obligation: injective((128,128):(2097152,1)) injective: L(x) != L(y) for x != y, L = (128,128):(2097152,1)
; expected: unsat (no counterexample exists)
; injective((128,128):(2097152,1)) injective: L(x) != L(y) for x != y, L = (128,128):(2097152,1)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!4 () Int)
(declare-fun x1!5 () Int)
(declare-fun y0!6 () Int)
(declare-fun y1!7 () Int)
(assert
 (and true (and (and (>= x0!4 0) (< x0!4 128) (>= x1!5 0) (< x1!5 128)) (and (>= y0!6 0) (< y0!6 128) (>= y1!7 0) (< y1!7 128)) (or (not (= x0!4 y0!6)) (not (= x1!5 y1!7))) (= (+ (* 2097152 x0!4) x1!5) (+ (* 2097152 y0!6) y1!7)))))
(check-sat)
