; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:54:1
; property: forall t in [0,32), r in [0,64): sm100.tcgen05.ld.32x32b.x64(t,r) / 65536 < 32 && sm100.tcgen05.ld.32x32b.x64(t,r) % 65536 < 64
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((sm100.tcgen05.ld.32x32b.x64(t,r) / 65536) < 32) && ((sm100.tcgen05.ld.32x32b.x64(t,r) % 65536) < 64)
; expected: unsat (no counterexample exists)
; forall forall: ((sm100.tcgen05.ld.32x32b.x64(t,r) / 65536) < 32) && ((sm100.tcgen05.ld.32x32b.x64(t,r) % 65536) < 64)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun r () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(assert
 (let ((?t0 (* 65536 div!1)))
 (let ((?t1 (* 65536 div!0)))
 (let ((?t2 (+ r (* 65536 t))))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 r) (< r 64)) (not (and (< div!0 32) (< (- r ?t0) 64)))) (<= ?t1 ?t2) (< ?t2 (+ ?t1 65536)) (<= ?t0 r) (< r (+ ?t0 65536)))))))
(check-sat)
