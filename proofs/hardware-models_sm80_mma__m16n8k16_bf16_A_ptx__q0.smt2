; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm80_mma.cute:50:1
; property: forall t in [0,32), v in [0,8): sm80.mma.m16n8k16.bf16.A(t,v) == (t/4 + 8*((v/2)%2)) + 16*(2*(t%4) + v%2 + 8*(v/4))
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: sm80.mma.m16n8k16.bf16.A(t,v) == (((t / 4) + (8 * ((v / 2) % 2))) + (16 * (((2 * (t % 4)) + (v % 2)) + (8 * (v / 4)))))
; expected: unsat (no counterexample exists)
; forall forall: sm80.mma.m16n8k16.bf16.A(t,v) == (((t / 4) + (8 * ((v / 2) % 2))) + (16 * (((2 * (t % 4)) + (v % 2)) + (8 * (v / 4)))))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(declare-fun div!3 () Int)
(assert
 (let ((?t0 (* 2 div!1)))
 (let ((?t1 (* 8 (- div!0 ?t0))))
 (let ((?t2 (* 4 div!2)))
 (let ((?t3 (* 32 (- t ?t2))))
 (let ((?t4 (* 2 div!0)))
 (let ((?t5 (* 16 (- v ?t4))))
 (let ((?t6 (* 4 div!3)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 v) (< v 8)) (not (= (+ ?t1 (* 128 div!1) ?t3 div!2 ?t5) (+ ?t1 ?t3 div!2 ?t5 (* 128 div!3))))) (<= ?t4 v) (< v (+ ?t4 2)) (<= ?t0 div!0) (< div!0 (+ ?t0 2)) (<= ?t2 t) (< t (+ ?t2 4)) (<= ?t6 v) (< v (+ ?t6 4)))))))))))
(check-sat)
