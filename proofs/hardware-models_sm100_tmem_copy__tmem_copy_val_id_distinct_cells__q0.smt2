; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_copy.cute:169:1
; property: injective(sm100.tmem_copy.16dp256b.x4.val_id) && injective(sm100.tmem_copy.16dp256b.x4.16b.val_id)
; query 1 of 2
; expected: unsat
; cute-prover obligation: injective((1024,16):(1,2097152)) injective: L(x) != L(y) for x != y, L = (1024,16):(1,2097152)
; expected: unsat (no counterexample exists)
; injective((1024,16):(1,2097152)) injective: L(x) != L(y) for x != y, L = (1024,16):(1,2097152)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun y0!2 () Int)
(declare-fun y1!3 () Int)
(assert
 (and true (and (and (>= x0!0 0) (< x0!0 1024) (>= x1!1 0) (< x1!1 16)) (and (>= y0!2 0) (< y0!2 1024) (>= y1!3 0) (< y1!3 16)) (or (not (= x0!0 y0!2)) (not (= x1!1 y1!3))) (= (+ x0!0 (* 2097152 x1!1)) (+ y0!2 (* 2097152 y1!3))))))
(check-sat)
