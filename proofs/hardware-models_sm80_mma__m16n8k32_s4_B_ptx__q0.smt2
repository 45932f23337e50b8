; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm80_mma.cute:139:1
; property: forall t in [0,32), v in [0,8): sm80.mma.m16n8k32.s4.B(t,v) == (t/4) + 8*(8*(t%4) + v)
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: sm80.mma.m16n8k32.s4.B(t,v) == ((t / 4) + (8 * ((8 * (t % 4)) + v)))
; expected: unsat (no counterexample exists)
; forall forall: sm80.mma.m16n8k32.s4.B(t,v) == ((t / 4) + (8 * ((8 * (t % 4)) + v)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!0 () Int)
(assert
 (let ((?t0 (* 4 div!0)))
 (let ((?t1 (+ (* 8 v) (* 64 (- t ?t0)) div!0)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 v) (< v 8)) (not (= ?t1 ?t1))) (<= ?t0 t) (< t (+ ?t0 4))))))
(check-sat)
