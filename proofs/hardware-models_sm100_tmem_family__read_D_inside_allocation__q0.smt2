; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_family.cute:15:1
; property: forall t in [0,128), v in [0,N): read_D(t,v) % 65536 < A
; assume: N % 32 == 0 && 32 <= N && N <= 256
; assume: A in {32,64,128,256,512} && N <= A
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: (read_D(t,v) % 65536) < A
; expected: unsat (no counterexample exists)
; forall forall: (read_D(t,v) % 65536) < A
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun div!1 () Int)
(declare-fun div!0 () Int)
(declare-fun v () Int)
(declare-fun A () Int)
(declare-fun |N#q| () Int)
(declare-fun t () Int)
(assert
 (let ((?t0 (* 65536 div!1)))
(let ((?t1 (+ ?t0 65536)))
(let ((?t2 (* 32 div!0)))
(let ((?t3 (- v ?t2)))
(let ((?t4 (+ ?t3 ?t2)))
(let (($t5 (< ?t4 ?t1)))
(let (($t6 (<= ?t0 ?t4)))
(let ((?t7 (+ ?t2 32)))
(let (($t8 (< v ?t7)))
(let (($t9 (<= ?t2 v)))
(let ((?t10 (- ?t4 ?t0)))
(let (($t11 (< ?t10 A)))
(let (($t12 (not $t11)))
(let ((?t13 (* 32 |N#q|)))
(let (($t14 (< v ?t13)))
(let (($t15 (<= 0 v)))
(let (($t16 (< t 128)))
(let (($t17 (<= 0 t)))
(let (($t18 (and $t17 $t16 $t15 $t14)))
(let (($t19 (and $t18 $t12)))
(let (($t20 (<= ?t13 A)))
(let (($t21 (= A 512)))
(let (($t22 (= A 256)))
(let (($t23 (= A 128)))
(let (($t24 (= A 64)))
(let (($t25 (= A 32)))
(let (($t26 (or $t25 $t24 $t23 $t22 $t21)))
(let (($t27 (<= ?t13 256)))
(let (($t28 (<= 32 ?t13)))
(let (($t29 (= 0 0)))
(let (($t30 (and $t29 $t28 $t27 $t26 $t20)))
(and $t30 $t19 $t9 $t8 $t6 $t5)))))))))))))))))))))))))))))))))
(check-sat)
