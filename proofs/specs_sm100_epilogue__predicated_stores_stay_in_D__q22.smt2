; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:38:1
; property: forall t in [0,128), v in [0,128), i in [0,2): !(128*bm + tTR_cD(t, v, i) % 128 < M && 256*bn + tTR_cD(t, v, i) / 128 < N) || offset_of(gD) + tTR_gD(t, v, i) < M*N
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 23 of 57
; expected: unsat
; cute-prover obligation: branch: ceil_div(N,256) == 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(N,256) == 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun div!1 () Int)
(declare-fun N () Int)
(declare-fun div!0 () Int)
(declare-fun M () Int)
(assert
 (let ((?t0 (* 256 div!1)))
(let ((?t1 (+ ?t0 256)))
(let ((?t2 (* (- 1) N)))
(let (($t3 (< ?t2 ?t1)))
(let (($t4 (<= ?t0 ?t2)))
(let ((?t5 (* 128 div!0)))
(let ((?t6 (+ ?t5 128)))
(let ((?t7 (* (- 1) M)))
(let (($t8 (< ?t7 ?t6)))
(let (($t9 (<= ?t5 ?t7)))
(let ((?t10 (- div!1)))
(let (($t11 (= ?t10 1)))
(let (($t12 (not $t11)))
(let (($t13 (= N 1)))
(let (($t14 (not $t13)))
(let ((?t15 (- div!0)))
(let (($t16 (= ?t15 1)))
(let (($t17 (= M 1)))
(let (($t18 (not $t17)))
(let (($t19 (< 0 N)))
(let (($t20 (<= 0 0)))
(let (($t21 (< 0 M)))
(let (($t22 (<= N 1048576)))
(let (($t23 (<= 1 N)))
(let (($t24 (<= M 1048576)))
(let (($t25 (<= 1 M)))
(let (($t26 (and $t25 $t24 $t23 $t22 $t20 $t21 $t20 $t19 $t18 $t16 $t14 $t11)))
(and $t26 $t12 $t9 $t8 $t4 $t3)))))))))))))))))))))))))))))
(check-sat)
