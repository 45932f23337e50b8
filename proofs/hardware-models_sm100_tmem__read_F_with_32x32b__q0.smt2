; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:251:1
; property: forall w in [0,4), t in [0,32): (32*w*65536 + sm100.tcgen05.ld.32x32b.x1(t,0)) / 65536 % 32 < 16
; query 1 of 1
; expected: sat
; cute-prover obligation: forall forall: (((((32 * w) * 65536) + sm100.tcgen05.ld.32x32b.x1(t,0)) / 65536) % 32) < 16
; expected: unsat (no counterexample exists)
; forall forall: (((((32 * w) * 65536) + sm100.tcgen05.ld.32x32b.x1(t,0)) / 65536) % 32) < 16
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun w () Int)
(declare-fun t () Int)
(declare-fun div!0 () Int)
(assert
 (let ((?t0 (* 32 div!0)))
 (and true (and (and (<= 0 w) (< w 4) (<= 0 t) (< t 32)) (not (< (- t ?t0) 16))) (<= ?t0 t) (< t (+ ?t0 32)))))
(check-sat)
