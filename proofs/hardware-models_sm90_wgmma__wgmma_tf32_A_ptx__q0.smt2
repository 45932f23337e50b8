; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_wgmma.cute:19:1
; property: forall t in [0,128), v in [0,4): sm90.wgmma.m64k8.tf32.A(t,v) == (16*(t/32) + (t%32)/4 + 8*(v%2)) + 64*(t%4 + 4*(v/2))
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: sm90.wgmma.m64k8.tf32.A(t,v) == ((((16 * (t / 32)) + ((t % 32) / 4)) + (8 * (v % 2))) + (64 * ((t % 4) + (4 * (v / 2)))))
; expected: unsat (no counterexample exists)
; forall forall: sm90.wgmma.m64k8.tf32.A(t,v) == ((((16 * (t / 32)) + ((t % 32) / 4)) + (8 * (v % 2))) + (64 * ((t % 4) + (4 * (v / 2)))))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(declare-fun div!4 () Int)
(declare-fun div!3 () Int)
(assert
 (let ((?t0 (* 8 div!1)))
 (let ((?t1 (* 4 div!0)))
 (let ((?t2 (* 64 (- t ?t1))))
 (let ((?t3 (* 2 div!2)))
 (let ((?t4 (* 8 (- v ?t3))))
 (let ((?t5 (* 256 div!2)))
 (let ((?t6 (* 32 div!3)))
 (let ((?t7 (* 4 div!4)))
 (let ((?t8 (- t ?t6)))
 (and true (and (and (<= 0 t) (< t 128) (<= 0 v) (< v 4)) (not (= (+ (- div!0 ?t0) (* 16 div!1) ?t2 ?t4 ?t5) (+ div!4 ?t2 (* 16 div!3) ?t4 ?t5)))) (<= ?t1 t) (< t (+ ?t1 4)) (<= ?t0 div!0) (< div!0 (+ ?t0 8)) (<= ?t3 v) (< v (+ ?t3 2)) (<= ?t6 t) (< t (+ ?t6 32)) (<= ?t7 ?t8) (< ?t8 (+ ?t7 4)))))))))))))
(check-sat)
