; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:249:1
; property: injective(read_D_32x32b) && size(read_D_32x32b) == 32768 && (forall t in [0,128), v in [0,256): read_D_32x32b(t,v) / 65536 < 128 && read_D_32x32b(t,v) % 65536 < 256)
; query 1 of 3
; expected: unsat
; cute-prover obligation: injective(((32,4),(32,8)):((65536,2097152),(1,32))) injective: L(x) != L(y) for x != y, L = ((32,4),(32,8)):((65536,2097152),(1,32))
; expected: unsat (no counterexample exists)
; injective(((32,4),(32,8)):((65536,2097152),(1,32))) injective: L(x) != L(y) for x != y, L = ((32,4),(32,8)):((65536,2097152),(1,32))
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
 (and true (and (and (>= x0!0 0) (< x0!0 32) (>= x1!1 0) (< x1!1 4) (>= x2!2 0) (< x2!2 32) (>= x3!3 0) (< x3!3 8)) (and (>= y0!4 0) (< y0!4 32) (>= y1!5 0) (< y1!5 4) (>= y2!6 0) (< y2!6 32) (>= y3!7 0) (< y3!7 8)) (or (not (= x0!0 y0!4)) (not (= x1!1 y1!5)) (not (= x2!2 y2!6)) (not (= x3!3 y3!7))) (= (+ (* 65536 x0!0) (* 2097152 x1!1) x2!2 (* 32 x3!3)) (+ (* 65536 y0!4) (* 2097152 y1!5) y2!6 (* 32 y3!7))))))
(check-sat)
