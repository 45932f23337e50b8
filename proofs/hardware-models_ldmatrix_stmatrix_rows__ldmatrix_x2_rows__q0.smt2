; cute-prover 0.1.0 proof obligation
; source: hardware-models/ldmatrix_stmatrix_rows.cute:10:1
; property: forall t in [0,32), v in [0,8): sm75.ldmatrix.x2.rows(t,v) == 8*(t%16) + v
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: sm75.ldmatrix.x2.rows(t,v) == ((8 * (t % 16)) + v)
; expected: unsat (no counterexample exists)
; forall forall: sm75.ldmatrix.x2.rows(t,v) == ((8 * (t % 16)) + v)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!0 () Int)
(assert
 (let ((?t0 (* 16 div!0)))
 (let ((?t1 (+ v (* 8 (- t ?t0)))))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 v) (< v 8)) (not (= ?t1 ?t1))) (<= ?t0 t) (< t (+ ?t0 16))))))
(check-sat)
