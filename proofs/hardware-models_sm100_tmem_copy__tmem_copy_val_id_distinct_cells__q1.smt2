; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_copy.cute:169:1
; property: injective(sm100.tmem_copy.16dp256b.x4.val_id) && injective(sm100.tmem_copy.16dp256b.x4.16b.val_id)
; query 2 of 2
; expected: unsat
; cute-prover obligation: injective(((16,64),16):((1,32),2097152)) injective: L(x) != L(y) for x != y, L = ((16,64),16):((1,32),2097152)
; expected: unsat (no counterexample exists)
; injective(((16,64),16):((1,32),2097152)) injective: L(x) != L(y) for x != y, L = ((16,64),16):((1,32),2097152)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!4 () Int)
(declare-fun x1!5 () Int)
(declare-fun x2!6 () Int)
(declare-fun y0!7 () Int)
(declare-fun y1!8 () Int)
(declare-fun y2!9 () Int)
(assert
 (and true (and (and (>= x0!4 0) (< x0!4 16) (>= x1!5 0) (< x1!5 64) (>= x2!6 0) (< x2!6 16)) (and (>= y0!7 0) (< y0!7 16) (>= y1!8 0) (< y1!8 64) (>= y2!9 0) (< y2!9 16)) (or (not (= x0!4 y0!7)) (not (= x1!5 y1!8)) (not (= x2!6 y2!9))) (= (+ x0!4 (* 32 x1!5) (* 2097152 x2!6)) (+ y0!7 (* 32 y1!8) (* 2097152 y2!9))))))
(check-sat)
