; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:172:1
; property: injective(sm100.tcgen05.ld.16x32bx2.x1) && size(sm100.tcgen05.ld.16x32bx2.x1) == 32 && (forall t in [0,32), r in [0,1): sm100.tcgen05.ld.16x32bx2.x1(t,r) == (t%16)*65536 + (r + 1*(t/16)))
; query 3 of 3
; expected: unsat
; cute-prover obligation: forall forall: r+65536*(t%16)+t/16 == r+65536*(t%16)+t/16
; expected: unsat (no counterexample exists)
; forall forall: r+65536*(t%16)+t/16 == r+65536*(t%16)+t/16
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun div!6 () Int)
(declare-fun t () Int)
(declare-fun r () Int)
(assert
 (let ((?t0 (* 16 div!6)))
(let ((?t1 (+ ?t0 16)))
(let (($t2 (< t ?t1)))
(let (($t3 (<= ?t0 t)))
(let ((?t4 (- t ?t0)))
(let ((?t5 (* 65536 ?t4)))
(let ((?t6 (+ r ?t5 div!6)))
(let (($t7 (= ?t6 ?t6)))
(let (($t8 (not $t7)))
(let (($t9 (< r 1)))
(let (($t10 (<= 0 r)))
(let (($t11 (< t 32)))
(let (($t12 (<= 0 t)))
(let (($t13 (and $t12 $t11 $t10 $t9)))
(let (($t14 (and $t13 $t8)))
(and true $t14 $t3 $t2)))))))))))))))))
(check-sat)
