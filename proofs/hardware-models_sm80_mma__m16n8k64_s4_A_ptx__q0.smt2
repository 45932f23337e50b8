; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm80_mma.cute:149:1
; property: forall t in [0,32), v in [0,32): sm80.mma.m16n8k64.s4.A(t,v) == (t/4 + 8*((v/8)%2)) + 16*(8*(t%4) + v%8 + 32*(v/16))
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: sm80.mma.m16n8k64.s4.A(t,v) == (((t / 4) + (8 * ((v / 8) % 2))) + (16 * (((8 * (t % 4)) + (v % 8)) + (32 * (v / 16)))))
; expected: unsat (no counterexample exists)
; forall forall: sm80.mma.m16n8k64.s4.A(t,v) == (((t / 4) + (8 * ((v / 8) % 2))) + (16 * (((8 * (t % 4)) + (v % 8)) + (32 * (v / 16)))))
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
 (let ((?t3 (* 128 (- t ?t2))))
 (let ((?t4 (* 8 div!0)))
 (let ((?t5 (* 16 (- v ?t4))))
 (let ((?t6 (* 16 div!3)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 v) (< v 32)) (not (= (+ ?t1 (* 512 div!1) ?t3 div!2 ?t5) (+ ?t1 ?t3 div!2 ?t5 (* 512 div!3))))) (<= ?t4 v) (< v (+ ?t4 8)) (<= ?t0 div!0) (< div!0 (+ ?t0 2)) (<= ?t2 t) (< t (+ ?t2 4)) (<= ?t6 v) (< v (+ ?t6 16)))))))))))
(check-sat)
