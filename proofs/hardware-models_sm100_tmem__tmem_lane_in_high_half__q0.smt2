; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:10:1
; property: forall l in [0,128), c in [0,512): sm100.tmem.address(l,c) / 65536 == l && sm100.tmem.address(l,c) % 65536 == c
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: (c+65536*l)/65536 == l && c%65536 == c
; expected: unsat (no counterexample exists)
; forall forall: (c+65536*l)/65536 == l && c%65536 == c
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun div!1 () Int)
(declare-fun c () Int)
(declare-fun div!0 () Int)
(declare-fun l () Int)
(assert
 (let ((?t0 (* 65536 div!1)))
(let ((?t1 (+ ?t0 65536)))
(let (($t2 (< c ?t1)))
(let (($t3 (<= ?t0 c)))
(let ((?t4 (* 65536 div!0)))
(let ((?t5 (+ ?t4 65536)))
(let ((?t6 (* 65536 l)))
(let ((?t7 (+ c ?t6)))
(let (($t8 (< ?t7 ?t5)))
(let (($t9 (<= ?t4 ?t7)))
(let ((?t10 (- c ?t0)))
(let (($t11 (= ?t10 c)))
(let (($t12 (= div!0 l)))
(let (($t13 (and $t12 $t11)))
(let (($t14 (not $t13)))
(let (($t15 (< c 512)))
(let (($t16 (<= 0 c)))
(let (($t17 (< l 128)))
(let (($t18 (<= 0 l)))
(let (($t19 (and $t18 $t17 $t16 $t15)))
(let (($t20 (and $t19 $t14)))
(and true $t20 $t9 $t8 $t3 $t2)))))))))))))))))))))))
(check-sat)
