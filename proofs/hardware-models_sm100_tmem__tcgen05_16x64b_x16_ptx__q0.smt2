; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:84:1
; property: injective(sm100.tcgen05.ld.16x64b.x16) && size(sm100.tcgen05.ld.16x64b.x16) == 512 && (forall t in [0,32), r in [0,16): sm100.tcgen05.ld.16x64b.x16(t,r) == (t/4 + 8*(t%2))*65536 + (2*r + (t/2)%2))
; query 1 of 3
; expected: unsat
; cute-prover obligation: injective(((2,2,8),16):((524288,1,65536),2)) injective: L(x) != L(y) for x != y, L = ((2,2,8),16):((524288,1,65536),2)
; expected: unsat (no counterexample exists)
; injective(((2,2,8),16):((524288,1,65536),2)) injective: L(x) != L(y) for x != y, L = ((2,2,8),16):((524288,1,65536),2)
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
 (and true (and (and (>= x0!0 0) (< x0!0 2) (>= x1!1 0) (< x1!1 2) (>= x2!2 0) (< x2!2 8) (>= x3!3 0) (< x3!3 16)) (and (>= y0!4 0) (< y0!4 2) (>= y1!5 0) (< y1!5 2) (>= y2!6 0) (< y2!6 8) (>= y3!7 0) (< y3!7 16)) (or (not (= x0!0 y0!4)) (not (= x1!1 y1!5)) (not (= x2!2 y2!6)) (not (= x3!3 y3!7))) (= (+ (* 524288 x0!0) x1!1 (* 65536 x2!2) (* 2 x3!3)) (+ (* 524288 y0!4) y1!5 (* 65536 y2!6) (* 2 y3!7))))))
(check-sat)
