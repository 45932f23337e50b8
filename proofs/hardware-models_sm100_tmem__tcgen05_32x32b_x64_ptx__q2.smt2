; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:53:1
; property: injective(sm100.tcgen05.ld.32x32b.x64) && size(sm100.tcgen05.ld.32x32b.x64) == 2048 && (forall t in [0,32), r in [0,64): sm100.tcgen05.ld.32x32b.x64(t,r) == (t)*65536 + (r))
; query 3 of 3
; expected: unsat
; cute-prover obligation: forall forall: sm100.tcgen05.ld.32x32b.x64(t,r) == ((t * 65536) + r)
; expected: unsat (no counterexample exists)
; forall forall: sm100.tcgen05.ld.32x32b.x64(t,r) == ((t * 65536) + r)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun r () Int)
(assert
 (let ((?t0 (+ r (* 65536 t))))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 r) (< r 64)) (not (= ?t0 ?t0))))))
(check-sat)
