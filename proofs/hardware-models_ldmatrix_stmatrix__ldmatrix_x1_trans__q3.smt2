; cute-prover 0.1.0 proof obligation
; source: hardware-models/ldmatrix_stmatrix.cute:12:1
; property: bijective(sm75.ldmatrix.x1.trans) && size(sm75.ldmatrix.x1.trans) == 64 && (forall t in [0,32), v in [0,2): sm75.ldmatrix.x1.trans(t,v) == 8*(8*(v/2) + 2*(t%4) + v%2) + t/4)
; query 4 of 4
; expected: unsat
; cute-prover obligation: forall forall: sm75.ldmatrix.x1.trans(t,v) == ((8 * (((8 * (v / 2)) + (2 * (t % 4))) + (v % 2))) + (t / 4))
; expected: unsat (no counterexample exists)
; forall forall: sm75.ldmatrix.x1.trans(t,v) == ((8 * (((8 * (v / 2)) + (2 * (t % 4))) + (v % 2))) + (t / 4))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!9 () Int)
(declare-fun div!10 () Int)
(assert
 (let ((?t0 (* 4 div!9)))
 (let ((?t1 (* 16 (- t ?t0))))
 (let ((?t2 (* 2 div!10)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 v) (< v 2)) (not (= (+ (* 8 v) ?t1 div!9) (+ ?t1 div!9 (* 8 (- v ?t2)) (* 64 div!10))))) (<= ?t0 t) (< t (+ ?t0 4)) (<= ?t2 v) (< v (+ ?t2 2)))))))
(check-sat)
