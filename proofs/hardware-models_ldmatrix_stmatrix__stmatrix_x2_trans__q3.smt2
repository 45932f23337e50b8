; cute-prover 0.1.0 proof obligation
; source: hardware-models/ldmatrix_stmatrix.cute:32:1
; property: bijective(sm90.stmatrix.x2.trans) && size(sm90.stmatrix.x2.trans) == 128 && (forall t in [0,32), v in [0,4): sm90.stmatrix.x2.trans(t,v) == 8*(8*(v/2) + 2*(t%4) + v%2) + t/4)
; query 4 of 4
; expected: unsat
; cute-prover obligation: forall forall: sm90.stmatrix.x2.trans(t,v) == ((8 * (((8 * (v / 2)) + (2 * (t % 4))) + (v % 2))) + (t / 4))
; expected: unsat (no counterexample exists)
; forall forall: sm90.stmatrix.x2.trans(t,v) == ((8 * (((8 * (v / 2)) + (2 * (t % 4))) + (v % 2))) + (t / 4))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!12 () Int)
(declare-fun div!13 () Int)
(assert
 (let ((?t0 (* 4 div!12)))
 (let ((?t1 (* 2 div!13)))
 (let ((?t2 (+ (* 16 (- t ?t0)) div!12 (* 8 (- v ?t1)) (* 64 div!13))))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 v) (< v 4)) (not (= ?t2 ?t2))) (<= ?t0 t) (< t (+ ?t0 4)) (<= ?t1 v) (< v (+ ?t1 2)))))))
(check-sat)
