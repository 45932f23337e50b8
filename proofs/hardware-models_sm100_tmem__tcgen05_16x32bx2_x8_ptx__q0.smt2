; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:187:1
; property: injective(sm100.tcgen05.ld.16x32bx2.x8) && size(sm100.tcgen05.ld.16x32bx2.x8) == 256 && (forall t in [0,32), r in [0,8): sm100.tcgen05.ld.16x32bx2.x8(t,r) == (t%16)*65536 + (r + 8*(t/16)))
; query 1 of 3
; expected: unsat
; cute-prover obligation: injective(((16,2),8):((65536,8),1)) injective: L(x) != L(y) for x != y, L = ((16,2),8):((65536,8),1)
; expected: unsat (no counterexample exists)
; injective(((16,2),8):((65536,8),1)) injective: L(x) != L(y) for x != y, L = ((16,2),8):((65536,8),1)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun x2!2 () Int)
(declare-fun y0!3 () Int)
(declare-fun y1!4 () Int)
(declare-fun y2!5 () Int)
(assert
 (and true (and (and (>= x0!0 0) (< x0!0 16) (>= x1!1 0) (< x1!1 2) (>= x2!2 0) (< x2!2 8)) (and (>= y0!3 0) (< y0!3 16) (>= y1!4 0) (< y1!4 2) (>= y2!5 0) (< y2!5 8)) (or (not (= x0!0 y0!3)) (not (= x1!1 y1!4)) (not (= x2!2 y2!5))) (= (+ (* 65536 x0!0) (* 8 x1!1) x2!2) (+ (* 65536 y0!3) (* 8 y1!4) y2!5)))))
(check-sat)
