; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:70:1
; property: forall t in [0,32), r in [0,2): sm100.tcgen05.ld.16x64b.x2(t,r) / 65536 < 16 && sm100.tcgen05.ld.16x64b.x2(t,r) % 65536 < 4
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((sm100.tcgen05.ld.16x64b.x2(t,r) / 65536) < 16) && ((sm100.tcgen05.ld.16x64b.x2(t,r) % 65536) < 4)
; expected: unsat (no counterexample exists)
; forall forall: ((sm100.tcgen05.ld.16x64b.x2(t,r) / 65536) < 16) && ((sm100.tcgen05.ld.16x64b.x2(t,r) % 65536) < 4)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun r () Int)
(declare-fun div!2 () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!3 () Int)
(assert
 (let ((?t0 (* 2 r)))
 (let ((?t1 (* 2 div!1)))
 (let ((?t2 (- div!0 ?t1)))
 (let ((?t3 (+ ?t0 ?t2)))
 (let ((?t4 (* 65536 div!3)))
 (let ((?t5 (* 2 div!0)))
 (let ((?t6 (* 65536 div!2)))
 (let ((?t7 (+ ?t0 ?t2 (* 65536 div!1) (* 524288 (- t ?t5)))))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 r) (< r 2)) (not (and (< div!2 16) (< (- ?t3 ?t4) 4)))) (<= ?t5 t) (< t (+ ?t5 2)) (<= ?t1 div!0) (< div!0 (+ ?t1 2)) (<= ?t6 ?t7) (< ?t7 (+ ?t6 65536)) (<= ?t4 ?t3) (< ?t3 (+ ?t4 65536))))))))))))
(check-sat)
