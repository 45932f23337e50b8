; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:48:1
; property: injective(sm100.tcgen05.ld.32x32b.x32) && size(sm100.tcgen05.ld.32x32b.x32) == 1024 && (forall t in [0,32), r in [0,32): sm100.tcgen05.ld.32x32b.x32(t,r) == (t)*65536 + (r))
; query 3 of 3
; expected: unsat
; cute-prover obligation: forall forall: sm100.tcgen05.ld.32x32b.x32(t,r) == ((t * 65536) + r)
; expected: unsat (no counterexample exists)
; forall forall: sm100.tcgen05.ld.32x32b.x32(t,r) == ((t * 65536) + r)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun r () Int)
(assert
 (let ((?t0 (* 65536 t)))
(let ((?t1 (+ r ?t0)))
(let (($t2 (= ?t1 ?t1)))
(let (($t3 (not $t2)))
(let (($t4 (< r 32)))
(let (($t5 (<= 0 r)))
(let (($t6 (< t 32)))
(let (($t7 (<= 0 t)))
(let (($t8 (and $t7 $t6 $t5 $t4)))
(let (($t9 (and $t8 $t3)))
(and true $t9))))))))))))
(check-sat)
