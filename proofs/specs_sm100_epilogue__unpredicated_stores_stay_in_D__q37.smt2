; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:41:1
; property: forall t in [0,128), v in [0,128), i in [0,2): offset_of(gD) + tTR_gD(t, v, i) < M*N
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 38 of 57
; expected: unsat
; cute-prover obligation: branch: ceil_div(M,128) != 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(M,128) != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun div!0 () Int)
(declare-fun M () Int)
(declare-fun bm () Int)
(assert
 (let ((?t0 (* 128 div!0)))
(let ((?t1 (+ ?t0 128)))
(let ((?t2 (* (- 1) M)))
(let (($t3 (< ?t2 ?t1)))
(let (($t4 (<= ?t0 ?t2)))
(let ((?t5 (- div!0)))
(let (($t6 (= ?t5 1)))
(let (($t7 (= 1 1)))
(let (($t8 (not $t6)))
(let (($t9 (= M 1)))
(let (($t10 (not $t9)))
(let (($t11 (< 0 1)))
(let (($t12 (<= 0 0)))
(let ((?t13 (* 128 bm)))
(let (($t14 (< ?t13 M)))
(let (($t15 (<= 0 bm)))
(let (($t16 (<= 1 1048576)))
(let (($t17 (<= 1 1)))
(let (($t18 (<= M 1048576)))
(let (($t19 (<= 1 M)))
(let (($t20 (and $t19 $t18 $t17 $t16 $t15 $t14 $t12 $t11 $t10 $t8 $t7)))
(and $t20 $t6 $t4 $t3)))))))))))))))))))))))
(check-sat)
