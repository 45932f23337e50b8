; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:167:1
; property: forall t in [0,32), r in [0,128): sm100.tcgen05.ld.16x256b.x32(t,r) / 65536 < 16 && sm100.tcgen05.ld.16x256b.x32(t,r) % 65536 < 256
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((sm100.tcgen05.ld.16x256b.x32(t,r) / 65536) < 16) && ((sm100.tcgen05.ld.16x256b.x32(t,r) % 65536) < 256)
; expected: unsat (no counterexample exists)
; forall forall: ((sm100.tcgen05.ld.16x256b.x32(t,r) / 65536) < 16) && ((sm100.tcgen05.ld.16x256b.x32(t,r) % 65536) < 256)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun r () Int)
(declare-fun div!3 () Int)
(declare-fun div!1 () Int)
(declare-fun div!0 () Int)
(declare-fun div!2 () Int)
(declare-fun div!4 () Int)
(assert
 (let ((?t0 (* 8 div!1)))
 (let ((?t1 (* 2 div!0)))
 (let ((?t2 (- r ?t1)))
 (let ((?t3 (* 4 div!2)))
 (let ((?t4 (* 2 (- t ?t3))))
 (let ((?t5 (+ ?t0 ?t2 ?t4)))
 (let ((?t6 (* 65536 div!4)))
 (let ((?t7 (* 2 div!1)))
 (let ((?t8 (* 65536 div!3)))
 (let ((?t9 (+ (* 524288 (- div!0 ?t7)) ?t0 ?t2 ?t4 (* 65536 div!2))))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 r) (< r 128)) (not (and (< div!3 16) (< (- ?t5 ?t6) 256)))) (<= ?t1 r) (< r (+ ?t1 2)) (<= ?t7 div!0) (< div!0 (+ ?t7 2)) (<= ?t3 t) (< t (+ ?t3 4)) (<= ?t8 ?t9) (< ?t9 (+ ?t8 65536)) (<= ?t6 ?t5) (< ?t5 (+ ?t6 65536))))))))))))))
(check-sat)
