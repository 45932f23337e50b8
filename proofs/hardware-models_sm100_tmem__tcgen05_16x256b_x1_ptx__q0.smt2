; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:141:1
; property: injective(sm100.tcgen05.ld.16x256b.x1) && size(sm100.tcgen05.ld.16x256b.x1) == 128 && (forall t in [0,32), r in [0,4): sm100.tcgen05.ld.16x256b.x1(t,r) == (t/4 + 8*((r/2)%2))*65536 + (8*(r/4) + 2*(t%4) + r%2))
; query 1 of 3
; expected: unsat
; cute-prover obligation: injective(((4,8),(2,2,1)):((2,65536),(1,524288,8))) injective: L(x) != L(y) for x != y, L = ((4,8),(2,2,1)):((2,65536),(1,524288,8))
; expected: unsat (no counterexample exists)
; injective(((4,8),(2,2,1)):((2,65536),(1,524288,8))) injective: L(x) != L(y) for x != y, L = ((4,8),(2,2,1)):((2,65536),(1,524288,8))
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
 (and true (and (and (>= x0!0 0) (< x0!0 4) (>= x1!1 0) (< x1!1 8) (>= x2!2 0) (< x2!2 2) (>= x3!3 0) (< x3!3 2) (>= x4!4 0) (< x4!4 1)) (and (>= y0!5 0) (< y0!5 4) (>= y1!6 0) (< y1!6 8) (>= y2!7 0) (< y2!7 2) (>= y3!8 0) (< y3!8 2) (>= y4!9 0) (< y4!9 1)) (or (not (= x0!0 y0!5)) (not (= x1!1 y1!6)) (not (= x2!2 y2!7)) (not (= x3!3 y3!8)) (not (= x4!4 y4!9))) (= (+ (* 2 x0!0) (* 65536 x1!1) x2!2 (* 524288 x3!3) (* 8 x4!4)) (+ (* 2 y0!5) (* 65536 y1!6) y2!7 (* 524288 y3!8) (* 8 y4!9))))))
(check-sat)
