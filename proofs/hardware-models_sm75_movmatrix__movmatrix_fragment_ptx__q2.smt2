; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm75_movmatrix.cute:7:1
; property: bijective(sm75.movmatrix.trans) && (forall t in [0,32), v in [0,2): sm75.movmatrix.trans(t,v) == 8*(t/4) + 2*(t%4) + v)
; query 3 of 3
; expected: unsat
; cute-prover obligation: forall forall: sm75.movmatrix.trans(t,v) == (((8 * (t / 4)) + (2 * (t % 4))) + v)
; expected: unsat (no counterexample exists)
; forall forall: sm75.movmatrix.trans(t,v) == (((8 * (t / 4)) + (2 * (t % 4))) + v)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!6 () Int)
(assert
 (let ((?t0 (* 4 div!6)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 v) (< v 2)) (not (= (+ (* 2 t) v) (+ v (* 2 (- t ?t0)) (* 8 div!6))))) (<= ?t0 t) (< t (+ ?t0 4)))))
(check-sat)
