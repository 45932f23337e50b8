; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm80_mma.cute:182:1
; property: forall t in [0,32), v in [0,128): sm80.mma.m16n8k256.b1.A(t,v) == (t/4 + 8*((v/32)%2)) + 16*(32*(t%4) + v%32 + 128*(v/64))
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: sm80.mma.m16n8k256.b1.A(t,v) == (((t / 4) + (8 * ((v / 32) % 2))) + (16 * (((32 * (t % 4)) + (v % 32)) + (128 * (v / 64)))))
; expected: unsat (no counterexample exists)
; forall forall: sm80.mma.m16n8k256.b1.A(t,v) == (((t / 4) + (8 * ((v / 32) % 2))) + (16 * (((32 * (t % 4)) + (v % 32)) + (128 * (v / 64)))))
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
 (let ((?t3 (* 512 (- t ?t2))))
 (let ((?t4 (* 32 div!0)))
 (let ((?t5 (* 16 (- v ?t4))))
 (let ((?t6 (* 64 div!3)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 v) (< v 128)) (not (= (+ ?t1 (* 2048 div!1) ?t3 div!2 ?t5) (+ ?t1 ?t3 div!2 ?t5 (* 2048 div!3))))) (<= ?t4 v) (< v (+ ?t4 32)) (<= ?t0 div!0) (< div!0 (+ ?t0 2)) (<= ?t2 t) (< t (+ ?t2 4)) (<= ?t6 v) (< v (+ ?t6 64)))))))))))
(check-sat)
