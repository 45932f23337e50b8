; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm80_mma.cute:180:1
; property: bijective(sm80.mma.m16n8k256.b1.B) && size(sm80.mma.m16n8k256.b1.B) == 2048
; query 1 of 3
; expected: unsat
; cute-prover obligation: bijective(((4,8),(32,2)):((256,1),(8,1024))) injective: L(x) != L(y) for x != y, L = ((4,8),(32,2)):((256,1),(8,1024))
; expected: unsat (no counterexample exists)
; bijective(((4,8),(32,2)):((256,1),(8,1024))) injective: L(x) != L(y) for x != y, L = ((4,8),(32,2)):((256,1),(8,1024))
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
 (and true (and (and (>= x0!0 0) (< x0!0 4) (>= x1!1 0) (< x1!1 8) (>= x2!2 0) (< x2!2 32) (>= x3!3 0) (< x3!3 2)) (and (>= y0!4 0) (< y0!4 4) (>= y1!5 0) (< y1!5 8) (>= y2!6 0) (< y2!6 32) (>= y3!7 0) (< y3!7 2)) (or (not (= x0!0 y0!4)) (not (= x1!1 y1!5)) (not (= x2!2 y2!6)) (not (= x3!3 y3!7))) (= (+ (* 256 x0!0) x1!1 (* 8 x2!2) (* 1024 x3!3)) (+ (* 256 y0!4) y1!5 (* 8 y2!6) (* 1024 y3!7))))))
(check-sat)
