; cute-prover 0.1.0 proof obligation
; source: hardware-models/ldmatrix_stmatrix_rows.cute:9:1
; property: forall t in [0,32), v in [0,8): sm75.ldmatrix.x1.rows(t,v) == 8*(t%8) + v
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: sm75.ldmatrix.x1.rows(t,v) == ((8 * (t % 8)) + v)
; expected: unsat (no counterexample exists)
; forall forall: sm75.ldmatrix.x1.rows(t,v) == ((8 * (t % 8)) + v)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun div!0 () Int)
(declare-fun t () Int)
(declare-fun v () Int)
(assert
 (let ((?t0 (* 8 div!0)))
(let ((?t1 (+ ?t0 8)))
(let (($t2 (< t ?t1)))
(let (($t3 (<= ?t0 t)))
(let ((?t4 (- t ?t0)))
(let ((?t5 (* 8 ?t4)))
(let ((?t6 (+ v ?t5)))
(let (($t7 (= ?t6 ?t6)))
(let (($t8 (not $t7)))
(let (($t9 (< v 8)))
(let (($t10 (<= 0 v)))
(let (($t11 (< t 32)))
(let (($t12 (<= 0 t)))
(let (($t13 (and $t12 $t11 $t10 $t9)))
(let (($t14 (and $t13 $t8)))
(and true $t14 $t3 $t2)))))))))))))))))
(check-sat)
