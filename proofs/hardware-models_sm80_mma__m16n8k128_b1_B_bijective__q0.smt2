; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm80_mma.cute:169:1
; property: bijective(sm80.mma.m16n8k128.b1.B) && size(sm80.mma.m16n8k128.b1.B) == 1024
; query 1 of 3
; expected: unsat
; cute-prover obligation: bijective(((4,8),32):((256,1),8)) injective: L(x) != L(y) for x != y, L = ((4,8),32):((256,1),8)
; expected: unsat (no counterexample exists)
; bijective(((4,8),32):((256,1),8)) injective: L(x) != L(y) for x != y, L = ((4,8),32):((256,1),8)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun x2!2 () Int)
(declare-fun y0!3 () Int)
(declare-fun y1!4 () Int)
(declare-fun y2!5 () Int)
(assert
 (and true (and (and (>= x0!0 0) (< x0!0 4) (>= x1!1 0) (< x1!1 8) (>= x2!2 0) (< x2!2 32)) (and (>= y0!3 0) (< y0!3 4) (>= y1!4 0) (< y1!4 8) (>= y2!5 0) (< y2!5 32)) (or (not (= x0!0 y0!3)) (not (= x1!1 y1!4)) (not (= x2!2 y2!5))) (= (+ (* 256 x0!0) x1!1 (* 8 x2!2)) (+ (* 256 y0!3) y1!4 (* 8 y2!5))))))
(check-sat)
