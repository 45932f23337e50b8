; cute-prover 0.1.0 proof obligation
; source: hardware-models/ldmatrix_stmatrix.cute:26:1
; property: bijective(sm90.stmatrix.x1) && size(sm90.stmatrix.x1) == 64 && (forall t in [0,32), v in [0,2): sm90.stmatrix.x1(t,v) == 8*(8*(v/2) + t/4) + 2*(t%4) + v%2)
; query 4 of 4
; expected: unsat
; cute-prover obligation: forall forall: sm90.stmatrix.x1(t,v) == (((8 * ((8 * (v / 2)) + (t / 4))) + (2 * (t % 4))) + (v % 2))
; expected: unsat (no counterexample exists)
; forall forall: sm90.stmatrix.x1(t,v) == (((8 * ((8 * (v / 2)) + (t / 4))) + (2 * (t % 4))) + (v % 2))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!6 () Int)
(declare-fun div!7 () Int)
(assert
 (let ((?t0 (* 4 div!6)))
 (let ((?t1 (* 2 div!7)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 v) (< v 2)) (not (= (+ (* 2 t) v) (+ (* 2 (- t ?t0)) (* 8 div!6) (- v ?t1) (* 64 div!7))))) (<= ?t0 t) (< t (+ ?t0 4)) (<= ?t1 v) (< v (+ ?t1 2))))))
(check-sat)
