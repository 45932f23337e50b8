; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:41:1
; property: forall t in [0,128), v in [0,128), i in [0,2): offset_of(gD) + tTR_gD(t, v, i) < M*N
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 1 of 45
; expected: sat
; cute-prover obligation: forall forall: N*(t%32)+32*N*(t/32)+128*i+v%128 < M*N
; expected: unsat (no counterexample exists)
; forall forall: N*(t%32)+32*N*(t/32)+128*i+v%128 < M*N
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun div!1 () Int)
(declare-fun v () Int)
(declare-fun div!0 () Int)
(declare-fun t () Int)
(declare-fun i () Int)
(assert
 (let ((?t0 (* 128 div!1)))
(let ((?t1 (+ ?t0 128)))
(let (($t2 (< v ?t1)))
(let (($t3 (<= ?t0 v)))
(let ((?t4 (* 32 div!0)))
(let ((?t5 (+ ?t4 32)))
(let (($t6 (< t ?t5)))
(let (($t7 (<= ?t4 t)))
(let ((?t8 (- v ?t0)))
(let ((?t9 (- t ?t4)))
(let ((?t10 (* 128 i)))
(let ((?t11 (+ ?t10 ?t9 ?t4 ?t8)))
(let (($t12 (< ?t11 1)))
(let (($t13 (not $t12)))
(let (($t14 (< i 2)))
(let (($t15 (<= 0 i)))
(let (($t16 (< v 128)))
(let (($t17 (<= 0 v)))
(let (($t18 (< t 128)))
(let (($t19 (<= 0 t)))
(let (($t20 (and $t19 $t18 $t17 $t16 $t15 $t14)))
(let (($t21 (and $t20 $t13)))
(let (($t22 (= 1 1)))
(let (($t23 (< 0 1)))
(let (($t24 (<= 0 0)))
(let (($t25 (<= 1 1048576)))
(let (($t26 (<= 1 1)))
(let (($t27 (and $t26 $t25 $t26 $t25 $t24 $t23 $t24 $t23 $t22 $t22)))
(and $t27 $t21 $t7 $t6 $t3 $t2))))))))))))))))))))))))))))))
(check-sat)
