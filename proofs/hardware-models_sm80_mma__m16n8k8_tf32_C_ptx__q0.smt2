; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm80_mma.cute:74:1
; property: forall t in [0,32), v in [0,4): sm80.mma.m16n8k8.tf32.C(t,v) == (t/4 + 8*(v/2)) + 16*(2*(t%4) + v%2)
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: sm80.mma.m16n8k8.tf32.C(t,v) == (((t / 4) + (8 * (v / 2))) + (16 * ((2 * (t % 4)) + (v % 2))))
; expected: unsat (no counterexample exists)
; forall forall: sm80.mma.m16n8k8.tf32.C(t,v) == (((t / 4) + (8 * (v / 2))) + (16 * ((2 * (t % 4)) + (v % 2))))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(assert
 (let ((?t0 (* 4 div!0)))
 (let ((?t1 (* 2 div!1)))
 (let ((?t2 (+ (* 32 (- t ?t0)) div!0 (* 16 (- v ?t1)) (* 8 div!1))))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 v) (< v 4)) (not (= ?t2 ?t2))) (<= ?t0 t) (< t (+ ?t0 4)) (<= ?t1 v) (< v (+ ?t1 2)))))))
(check-sat)
