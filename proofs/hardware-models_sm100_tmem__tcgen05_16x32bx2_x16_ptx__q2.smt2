; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:192:1
; property: injective(sm100.tcgen05.ld.16x32bx2.x16) && size(sm100.tcgen05.ld.16x32bx2.x16) == 512 && (forall t in [0,32), r in [0,16): sm100.tcgen05.ld.16x32bx2.x16(t,r) == (t%16)*65536 + (r + 16*(t/16)))
; query 3 of 3
; expected: unsat
; cute-prover obligation: forall forall: sm100.tcgen05.ld.16x32bx2.x16(t,r) == (((t % 16) * 65536) + (r + (16 * (t / 16))))
; expected: unsat (no counterexample exists)
; forall forall: sm100.tcgen05.ld.16x32bx2.x16(t,r) == (((t % 16) * 65536) + (r + (16 * (t / 16))))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun r () Int)
(declare-fun div!6 () Int)
(assert
 (let ((?t0 (* 16 div!6)))
 (let ((?t1 (+ r (* 65536 (- t ?t0)) ?t0)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 r) (< r 16)) (not (= ?t1 ?t1))) (<= ?t0 t) (< t (+ ?t0 16))))))
(check-sat)
