; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm80_mma.cute:36:1
; property: bijective(sm80.mma.m16n8k16.f16.A) && size(sm80.mma.m16n8k16.f16.A) == 256
; query 1 of 3
; expected: unsat
; cute-prover obligation: bijective(((4,8),(2,2,2)):((32,1),(16,8,128))) injective: L(x) != L(y) for x != y, L = ((4,8),(2,2,2)):((32,1),(16,8,128))
; expected: unsat (no counterexample exists)
; bijective(((4,8),(2,2,2)):((32,1),(16,8,128))) injective: L(x) != L(y) for x != y, L = ((4,8),(2,2,2)):((32,1),(16,8,128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun x2!2 () Int)
(declare-fun x3!3 () Int)
(declare-fun x4!4 () Int)
(declare-fun y0!5 () Int)
(declare-fun y1!6 () Int)
(declare-fun y2!7 () Int)
(declare-fun y3!8 () Int)
(declare-fun y4!9 () Int)
(assert
 (and true (and (and (>= x0!0 0) (< x0!0 4) (>= x1!1 0) (< x1!1 8) (>= x2!2 0) (< x2!2 2) (>= x3!3 0) (< x3!3 2) (>= x4!4 0) (< x4!4 2)) (and (>= y0!5 0) (< y0!5 4) (>= y1!6 0) (< y1!6 8) (>= y2!7 0) (< y2!7 2) (>= y3!8 0) (< y3!8 2) (>= y4!9 0) (< y4!9 2)) (or (not (= x0!0 y0!5)) (not (= x1!1 y1!6)) (not (= x2!2 y2!7)) (not (= x3!3 y3!8)) (not (= x4!4 y4!9))) (= (+ (* 32 x0!0) x1!1 (* 16 x2!2) (* 8 x3!3) (* 128 x4!4)) (+ (* 32 y0!5) y1!6 (* 16 y2!7) (* 8 y3!8) (* 128 y4!9))))))
(check-sat)
