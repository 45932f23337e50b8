; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:203:1
; property: forall t in [0,32), r in [0,64): sm100.tcgen05.ld.16x32bx2.x64(t,r) / 65536 < 16 && sm100.tcgen05.ld.16x32bx2.x64(t,r) % 65536 < 128
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((sm100.tcgen05.ld.16x32bx2.x64(t,r) / 65536) < 16) && ((sm100.tcgen05.ld.16x32bx2.x64(t,r) % 65536) < 128)
; expected: unsat (no counterexample exists)
; forall forall: ((sm100.tcgen05.ld.16x32bx2.x64(t,r) / 65536) < 16) && ((sm100.tcgen05.ld.16x32bx2.x64(t,r) % 65536) < 128)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun r () Int)
(declare-fun div!1 () Int)
(declare-fun div!0 () Int)
(declare-fun div!2 () Int)
(assert
 (let ((?t0 (* 64 div!0)))
 (let ((?t1 (+ r ?t0)))
 (let ((?t2 (* 65536 div!2)))
 (let ((?t3 (* 16 div!0)))
 (let ((?t4 (* 65536 div!1)))
 (let ((?t5 (+ r (* 65536 (- t ?t3)) ?t0)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 r) (< r 64)) (not (and (< div!1 16) (< (- ?t1 ?t2) 128)))) (<= ?t3 t) (< t (+ ?t3 16)) (<= ?t4 ?t5) (< ?t5 (+ ?t4 65536)) (<= ?t2 ?t1) (< ?t1 (+ ?t2 65536))))))))))
(check-sat)
