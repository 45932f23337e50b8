; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:215:1
; property: forall w in [0,8), o in [0,2), t in [0,32), r in [0,128): ((32*(w%4) + 16*o)*65536 + sm100.tcgen05.ld.16x256b.x32(t,r)) / 65536 / 32 == w%4
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((((((32 * (w % 4)) + (16 * o)) * 65536) + sm100.tcgen05.ld.16x256b.x32(t,r)) / 65536) / 32) == (w % 4)
; expected: unsat (no counterexample exists)
; forall forall: ((((((32 * (w % 4)) + (16 * o)) * 65536) + sm100.tcgen05.ld.16x256b.x32(t,r)) / 65536) / 32) == (w % 4)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun w () Int)
(declare-fun o () Int)
(declare-fun t () Int)
(declare-fun r () Int)
(declare-fun div!5 () Int)
(declare-fun div!3 () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(declare-fun div!4 () Int)
(assert
 (let ((?t0 (* 4 div!3)))
 (let ((?t1 (- w ?t0)))
 (let ((?t2 (* 2 div!0)))
 (let ((?t3 (* 2 div!1)))
 (let ((?t4 (* 4 div!2)))
 (let ((?t5 (* 65536 div!4)))
 (let ((?t6 (+ (* 1048576 o) (* 524288 (- div!0 ?t3)) (* 8 div!1) (- r ?t2) (* 2 (- t ?t4)) (* 65536 div!2) (* 2097152 ?t1))))
 (let ((?t7 (* 32 div!5)))
 (and true (and (and (<= 0 w) (< w 8) (<= 0 o) (< o 2) (<= 0 t) (< t 32) (<= 0 r) (< r 128)) (not (= div!5 ?t1))) (<= ?t2 r) (< r (+ ?t2 2)) (<= ?t3 div!0) (< div!0 (+ ?t3 2)) (<= ?t4 t) (< t (+ ?t4 4)) (<= ?t0 w) (< w (+ ?t0 4)) (<= ?t5 ?t6) (< ?t6 (+ ?t5 65536)) (<= ?t7 div!4) (< div!4 (+ ?t7 32))))))))))))
(check-sat)
