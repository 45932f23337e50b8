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
(declare-fun v () Int)
(declare-fun t () Int)
(assert
 (let ((?t0 (* 8 t)))
(let ((?t1 (+ ?t0 v)))
(let (($t2 (= ?t1 ?t1)))
(let (($t3 (not $t2)))
(let (($t4 (< v 8)))
(let (($t5 (<= 0 v)))
(let (($t6 (< t 32)))
(let (($t7 (<= 0 t)))
(let (($t8 (and $t7 $t6 $t5 $t4)))
(let (($t9 (and $t8 $t3)))
(and true $t9))))))))))))
(check-sat)
