; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:193:1
; property: forall t in [0,32), r in [0,16): sm100.tcgen05.ld.16x32bx2.x16(t,r) / 65536 < 16 && sm100.tcgen05.ld.16x32bx2.x16(t,r) % 65536 < 32
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((sm100.tcgen05.ld.16x32bx2.x16(t,r) / 65536) < 16) && ((sm100.tcgen05.ld.16x32bx2.x16(t,r) % 65536) < 32)
; expected: unsat (no counterexample exists)
; forall forall: ((sm100.tcgen05.ld.16x32bx2.x16(t,r) / 65536) < 16) && ((sm100.tcgen05.ld.16x32bx2.x16(t,r) % 65536) < 32)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun r () Int)
(declare-fun div!1 () Int)
(declare-fun div!0 () Int)
(declare-fun div!2 () Int)
(assert
 (let ((?t0 (* 16 div!0)))
 (let ((?t1 (+ r ?t0)))
 (let ((?t2 (* 65536 div!2)))
 (let ((?t3 (* 65536 div!1)))
 (let ((?t4 (+ r (* 65536 (- t ?t0)) ?t0)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 r) (< r 16)) (not (and (< div!1 16) (< (- ?t1 ?t2) 32)))) (<= ?t0 t) (< t (+ ?t0 16)) (<= ?t3 ?t4) (< ?t4 (+ ?t3 65536)) (<= ?t2 ?t1) (< ?t1 (+ ?t2 65536)))))))))
(check-sat)
