; cute-prover 0.1.0 proof obligation
; source: hardware-models/ldmatrix_stmatrix.cute:31:1
; property: bijective(sm90.stmatrix.x2) && size(sm90.stmatrix.x2) == 128 && (forall t in [0,32), v in [0,4): sm90.stmatrix.x2(t,v) == 8*(8*(v/2) + t/4) + 2*(t%4) + v%2)
; query 4 of 4
; expected: unsat
; cute-prover obligation: forall forall: sm90.stmatrix.x2(t,v) == (((8 * ((8 * (v / 2)) + (t / 4))) + (2 * (t % 4))) + (v % 2))
; expected: unsat (no counterexample exists)
; forall forall: sm90.stmatrix.x2(t,v) == (((8 * ((8 * (v / 2)) + (t / 4))) + (2 * (t % 4))) + (v % 2))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!9 () Int)
(declare-fun div!10 () Int)
(assert
 (let ((?t0 (* 2 div!9)))
 (let ((?t1 (- v ?t0)))
 (let ((?t2 (* 64 div!9)))
 (let ((?t3 (* 4 div!10)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 v) (< v 4)) (not (= (+ (* 2 t) ?t1 ?t2) (+ (* 2 (- t ?t3)) (* 8 div!10) ?t1 ?t2)))) (<= ?t0 v) (< v (+ ?t0 2)) (<= ?t3 t) (< t (+ ?t3 4))))))))
(check-sat)
