; cute-prover 0.1.0 proof obligation
; source: hardware-models/ldmatrix_stmatrix_rows.cute:11:1
; property: forall t in [0,32), v in [0,8): sm75.ldmatrix.x4.rows(t,v) == 8*t + v
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: sm75.ldmatrix.x4.rows(t,v) == ((8 * t) + v)
; expected: unsat (no counterexample exists)
; forall forall: sm75.ldmatrix.x4.rows(t,v) == ((8 * t) + v)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun v () Int)
(assert
 (let ((?t0 (+ (* 8 t) v)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 v) (< v 8)) (not (= ?t0 ?t0))))))
(check-sat)
