; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_utccp.cute:43:1
; property: injective(sm100.utccp.2x64dp128bitlw0213.val_id) && injective(sm100.utccp.2x64dp128bitlw0123.val_id) && injective(sm100.utccp.4x32dp128bit.val_id)
; query 3 of 3
; expected: unsat
; cute-prover obligation: injective((32,128,4):(2097152,1,67108864)) injective: L(x) != L(y) for x != y, L = (32,128,4):(2097152,1,67108864)
; expected: unsat (no counterexample exists)
; injective((32,128,4):(2097152,1,67108864)) injective: L(x) != L(y) for x != y, L = (32,128,4):(2097152,1,67108864)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!14 () Int)
(declare-fun x1!15 () Int)
(declare-fun x2!16 () Int)
(declare-fun y0!17 () Int)
(declare-fun y1!18 () Int)
(declare-fun y2!19 () Int)
(assert
 (and true (and (and (>= x0!14 0) (< x0!14 32) (>= x1!15 0) (< x1!15 128) (>= x2!16 0) (< x2!16 4)) (and (>= y0!17 0) (< y0!17 32) (>= y1!18 0) (< y1!18 128) (>= y2!19 0) (< y2!19 4)) (or (not (= x0!14 y0!17)) (not (= x1!15 y1!18)) (not (= x2!16 y2!19))) (= (+ (* 2097152 x0!14) x1!15 (* 67108864 x2!16)) (+ (* 2097152 y0!17) y1!18 (* 67108864 y2!19))))))
(check-sat)
