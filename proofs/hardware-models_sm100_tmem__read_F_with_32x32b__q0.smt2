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
(declare-fun div!0 () Int)
(declare-fun t () Int)
(declare-fun w () Int)
(assert
 (let ((?t0 (* 32 div!0)))
(let ((?t1 (+ ?t0 32)))
(let (($t2 (< t ?t1)))
(let (($t3 (<= ?t0 t)))
(let ((?t4 (- t ?t0)))
(let (($t5 (< ?t4 16)))
(let (($t6 (not $t5)))
(let (($t7 (< t 32)))
(let (($t8 (<= 0 t)))
(let (($t9 (< w 4)))
(let (($t10 (<= 0 w)))
(let (($t11 (and $t10 $t9 $t8 $t7)))
(let (($t12 (and $t11 $t6)))
(and true $t12 $t3 $t2)))))))))))))))
(check-sat)
