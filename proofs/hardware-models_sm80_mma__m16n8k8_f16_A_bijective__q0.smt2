; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm80_mma.cute:14:1
; property: bijective(sm80.mma.m16n8k8.f16.A) && size(sm80.mma.m16n8k8.f16.A) == 128
; query 1 of 3
; expected: unsat
; cute-prover obligation: bijective(((4,8),(2,2)):((32,1),(16,8))) injective: L(x) != L(y) for x != y, L = ((4,8),(2,2)):((32,1),(16,8))
; expected: unsat (no counterexample exists)
; bijective(((4,8),(2,2)):((32,1),(16,8))) injective: L(x) != L(y) for x != y, L = ((4,8),(2,2)):((32,1),(16,8))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun x2!2 () Int)
(declare-fun x3!3 () Int)
(declare-fun y0!4 () Int)
(declare-fun y1!5 () Int)
(declare-fun y2!6 () Int)
(declare-fun y3!7 () Int)
(assert
 (and true (and (and (>= x0!0 0) (< x0!0 4) (>= x1!1 0) (< x1!1 8) (>= x2!2 0) (< x2!2 2) (>= x3!3 0) (< x3!3 2)) (and (>= y0!4 0) (< y0!4 4) (>= y1!5 0) (< y1!5 8) (>= y2!6 0) (< y2!6 2) (>= y3!7 0) (< y3!7 2)) (or (not (= x0!0 y0!4)) (not (= x1!1 y1!5)) (not (= x2!2 y2!6)) (not (= x3!3 y3!7))) (= (+ (* 32 x0!0) x1!1 (* 16 x2!2) (* 8 x3!3)) (+ (* 32 y0!4) y1!5 (* 16 y2!6) (* 8 y3!7))))))
(check-sat)
