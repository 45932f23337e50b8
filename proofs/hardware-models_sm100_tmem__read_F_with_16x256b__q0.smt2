; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:253:1
; property: forall w in [0,4), t in [0,32), r in [0,4): (32*w*65536 + sm100.tcgen05.ld.16x256b.x1(t,r)) / 65536 % 32 < 16
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: (((((32 * w) * 65536) + sm100.tcgen05.ld.16x256b.x1(t,r)) / 65536) % 32) < 16
; expected: unsat (no counterexample exists)
; forall forall: (((((32 * w) * 65536) + sm100.tcgen05.ld.16x256b.x1(t,r)) / 65536) % 32) < 16
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun w () Int)
(declare-fun t () Int)
(declare-fun r () Int)
(declare-fun div!3 () Int)
(declare-fun div!4 () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(assert
 (let ((?t0 (* 32 div!4)))
 (let ((?t1 (* 2 div!0)))
 (let ((?t2 (* 2 div!1)))
 (let ((?t3 (* 4 div!2)))
 (let ((?t4 (* 65536 div!3)))
 (let ((?t5 (+ (* 2097152 w) (* 524288 (- div!0 ?t2)) (* 8 div!1) (- r ?t1) (* 2 (- t ?t3)) (* 65536 div!2))))
 (and true (and (and (<= 0 w) (< w 4) (<= 0 t) (< t 32) (<= 0 r) (< r 4)) (not (< (- div!3 ?t0) 16))) (<= ?t1 r) (< r (+ ?t1 2)) (<= ?t2 div!0) (< div!0 (+ ?t2 2)) (<= ?t3 t) (< t (+ ?t3 4)) (<= ?t4 ?t5) (< ?t5 (+ ?t4 65536)) (<= ?t0 div!3) (< div!3 (+ ?t0 32))))))))))
(check-sat)
