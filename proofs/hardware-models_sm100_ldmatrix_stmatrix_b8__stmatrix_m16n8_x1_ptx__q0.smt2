; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:38:1
; property: forall t in [0,32), b in [0,4): sm100.stmatrix.m16n8.x1.trans.b8(t,b) == 16*(2*(t%4) + b%2) + t/4 + 8*(b/2)
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: sm100.stmatrix.m16n8.x1.trans.b8(t,b) == (((16 * ((2 * (t % 4)) + (b % 2))) + (t / 4)) + (8 * (b / 2)))
; expected: unsat (no counterexample exists)
; forall forall: sm100.stmatrix.m16n8.x1.trans.b8(t,b) == (((16 * ((2 * (t % 4)) + (b % 2))) + (t / 4)) + (8 * (b / 2)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun b () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(assert
 (let ((?t0 (* 2 div!0)))
 (let ((?t1 (* 4 div!1)))
 (let ((?t2 (+ (* 16 (- b ?t0)) (* 8 div!0) (* 32 (- t ?t1)) div!1)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 b) (< b 4)) (not (= ?t2 ?t2))) (<= ?t0 b) (< b (+ ?t0 2)) (<= ?t1 t) (< t (+ ?t1 4)))))))
(check-sat)
