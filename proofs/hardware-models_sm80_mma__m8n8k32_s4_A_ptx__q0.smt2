; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm80_mma.cute:127:1
; property: forall t in [0,32), v in [0,8): sm80.mma.m8n8k32.s4.A(t,v) == (t/4) + 8*(8*(t%4) + v)
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: 8*v+64*(t%4)+t/4 == 8*v+64*(t%4)+t/4
; expected: unsat (no counterexample exists)
; forall forall: 8*v+64*(t%4)+t/4 == 8*v+64*(t%4)+t/4
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun div!0 () Int)
(declare-fun t () Int)
(declare-fun v () Int)
(assert
 (let ((?t0 (* 4 div!0)))
(let ((?t1 (+ ?t0 4)))
(let (($t2 (< t ?t1)))
(let (($t3 (<= ?t0 t)))
(let ((?t4 (- t ?t0)))
(let ((?t5 (* 64 ?t4)))
(let ((?t6 (* 8 v)))
(let ((?t7 (+ ?t6 ?t5 div!0)))
(let (($t8 (= ?t7 ?t7)))
(let (($t9 (not $t8)))
(let (($t10 (< v 8)))
(let (($t11 (<= 0 v)))
(let (($t12 (< t 32)))
(let (($t13 (<= 0 t)))
(let (($t14 (and $t13 $t12 $t11 $t10)))
(let (($t15 (and $t14 $t9)))
(and true $t15 $t3 $t2))))))))))))))))))
(check-sat)
