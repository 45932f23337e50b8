; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:218:1
; property: forall t in [0,32), r in [0,4): (17*65536 + sm100.tcgen05.ld.16x256b.x1(t,r)) / 65536 / 32 == 0
; query 1 of 1
; expected: sat
; cute-prover obligation: forall forall: ((((17 * 65536) + sm100.tcgen05.ld.16x256b.x1(t,r)) / 65536) / 32) == 0
; expected: unsat (no counterexample exists)
; forall forall: ((((17 * 65536) + sm100.tcgen05.ld.16x256b.x1(t,r)) / 65536) / 32) == 0
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun r () Int)
(declare-fun div!4 () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(declare-fun div!3 () Int)
(assert
 (let ((?t0 (* 2 div!0)))
 (let ((?t1 (* 2 div!1)))
 (let ((?t2 (* 4 div!2)))
 (let ((?t3 (* 65536 div!3)))
 (let ((?t4 (+ (* 524288 (- div!0 ?t1)) (* 8 div!1) (- r ?t0) (* 2 (- t ?t2)) (* 65536 div!2) 1114112)))
 (let ((?t5 (* 32 div!4)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 r) (< r 4)) (not (= div!4 0))) (<= ?t0 r) (< r (+ ?t0 2)) (<= ?t1 div!0) (< div!0 (+ ?t1 2)) (<= ?t2 t) (< t (+ ?t2 4)) (<= ?t3 ?t4) (< ?t4 (+ ?t3 65536)) (<= ?t5 div!3) (< div!3 (+ ?t5 32))))))))))
(check-sat)
