; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:41:1
; property: (forall t in [0,32), c in [0,16): sm100.stmatrix.m16n8.x1.trans.b8.rows(t,c) == 16*(t%8) + c) && (forall t in [0,32), c in [0,16): sm100.stmatrix.m16n8.x2.trans.b8.rows(t,c) == 16*(t%16) + c) && (forall t in [0,32), c in [0,16): sm100.stmatrix.m16n8.x4.trans.b8.rows(t,c) == 16*t + c)
; query 3 of 3
; expected: unsat
; cute-prover obligation: forall forall: sm100.stmatrix.m16n8.x4.trans.b8.rows(t,c) == ((16 * t) + c)
; expected: unsat (no counterexample exists)
; forall forall: sm100.stmatrix.m16n8.x4.trans.b8.rows(t,c) == ((16 * t) + c)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun c () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(assert
 (let ((?t0 (+ c (* 16 t))))
 (let ((?t1 (* 8 div!0)))
 (let ((?t2 (* 16 div!1)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 c) (< c 16)) (not (= ?t0 ?t0))) (<= ?t1 t) (< t (+ ?t1 8)) (<= ?t2 t) (< t (+ ?t2 16)))))))
(check-sat)
