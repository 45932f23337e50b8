; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_utccp.cute:43:1
; property: injective(sm100.utccp.2x64dp128bitlw0213.val_id) && injective(sm100.utccp.2x64dp128bitlw0123.val_id) && injective(sm100.utccp.4x32dp128bit.val_id)
; query 2 of 3
; expected: unsat
; cute-prover obligation: injective((32,128,2,2):(2097152,1,134217728,67108864)) injective: L(x) != L(y) for x != y, L = (32,128,2,2):(2097152,1,134217728,67108864)
; expected: unsat (no counterexample exists)
; injective((32,128,2,2):(2097152,1,134217728,67108864)) injective: L(x) != L(y) for x != y, L = (32,128,2,2):(2097152,1,134217728,67108864)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!6 () Int)
(declare-fun x1!7 () Int)
(declare-fun x2!8 () Int)
(declare-fun x3!9 () Int)
(declare-fun y0!10 () Int)
(declare-fun y1!11 () Int)
(declare-fun y2!12 () Int)
(declare-fun y3!13 () Int)
(assert
 (and true (and (and (>= x0!6 0) (< x0!6 32) (>= x1!7 0) (< x1!7 128) (>= x2!8 0) (< x2!8 2) (>= x3!9 0) (< x3!9 2)) (and (>= y0!10 0) (< y0!10 32) (>= y1!11 0) (< y1!11 128) (>= y2!12 0) (< y2!12 2) (>= y3!13 0) (< y3!13 2)) (or (not (= x0!6 y0!10)) (not (= x1!7 y1!11)) (not (= x2!8 y2!12)) (not (= x3!9 y3!13))) (= (+ (* 2097152 x0!6) x1!7 (* 134217728 x2!8) (* 67108864 x3!9)) (+ (* 2097152 y0!10) y1!11 (* 134217728 y2!12) (* 67108864 y3!13))))))
(check-sat)
