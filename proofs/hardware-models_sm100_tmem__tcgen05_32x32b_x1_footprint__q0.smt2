; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:24:1
; property: forall t in [0,32), r in [0,1): sm100.tcgen05.ld.32x32b.x1(t,r) / 65536 < 32 && sm100.tcgen05.ld.32x32b.x1(t,r) % 65536 < 1
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: (r+65536*t)/65536 < 32 && r%65536 < 1
; expected: unsat (no counterexample exists)
; forall forall: (r+65536*t)/65536 < 32 && r%65536 < 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun div!1 () Int)
(declare-fun r () Int)
(declare-fun div!0 () Int)
(declare-fun t () Int)
(assert
 (let ((?t0 (* 65536 div!1)))
(let ((?t1 (+ ?t0 65536)))
(let (($t2 (< r ?t1)))
(let (($t3 (<= ?t0 r)))
(let ((?t4 (* 65536 div!0)))
(let ((?t5 (+ ?t4 65536)))
(let ((?t6 (* 65536 t)))
(let ((?t7 (+ r ?t6)))
(let (($t8 (< ?t7 ?t5)))
(let (($t9 (<= ?t4 ?t7)))
(let ((?t10 (- r ?t0)))
(let (($t11 (< ?t10 1)))
(let (($t12 (< div!0 32)))
(let (($t13 (and $t12 $t11)))
(let (($t14 (not $t13)))
(let (($t15 (< r 1)))
(let (($t16 (<= 0 r)))
(let (($t17 (< t 32)))
(let (($t18 (<= 0 t)))
(let (($t19 (and $t18 $t17 $t16 $t15)))
(let (($t20 (and $t19 $t14)))
(and true $t20 $t9 $t8 $t3 $t2)))))))))))))))))))))))
(check-sat)
