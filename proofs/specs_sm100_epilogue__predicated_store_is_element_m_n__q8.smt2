; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:39:1
; property: forall t in [0,128), v in [0,128), i in [0,2): offset_of(gD) + tTR_gD(t, v, i) == (128*bm + tTR_cD(t, v, i) % 128)*N + 256*bn + tTR_cD(t, v, i) / 128
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 9 of 57
; expected: unsat
; cute-prover obligation: branch: N >= 1
; expected: unsat (no counterexample exists)
; branch: N >= 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun div!0 () Int)
(declare-fun N () Int)
(declare-fun bn () Int)
(assert
 (let ((?t0 (* 256 div!0)))
(let ((?t1 (+ ?t0 256)))
(let ((?t2 (* (- 1) N)))
(let (($t3 (< ?t2 ?t1)))
(let (($t4 (<= ?t0 ?t2)))
(let (($t5 (< N 1)))
(let ((?t6 (- div!0)))
(let (($t7 (= ?t6 1)))
(let (($t8 (not $t7)))
(let (($t9 (= N 1)))
(let (($t10 (not $t9)))
(let (($t11 (= 1 1)))
(let ((?t12 (* 256 bn)))
(let (($t13 (< ?t12 N)))
(let (($t14 (<= 0 bn)))
(let (($t15 (< 0 1)))
(let (($t16 (<= 0 0)))
(let (($t17 (<= N 1048576)))
(let (($t18 (<= 1 N)))
(let (($t19 (<= 1 1048576)))
(let (($t20 (<= 1 1)))
(let (($t21 (and $t20 $t19 $t18 $t17 $t16 $t15 $t14 $t13 $t11 $t10 $t8)))
(and $t21 $t5 $t4 $t3))))))))))))))))))))))))
(check-sat)
