; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:41:1
; property: forall t in [0,128), v in [0,128), i in [0,2): offset_of(gD) + tTR_gD(t, v, i) < M*N
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 11 of 57
; expected: unsat
; cute-prover obligation: branch: 32*N != 1
; expected: unsat (no counterexample exists)
; branch: 32*N != 1
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
(let ((?t5 (* 32 N)))
(let (($t6 (= ?t5 1)))
(let ((?t7 (- div!0)))
(let (($t8 (= ?t7 1)))
(let (($t9 (not $t8)))
(let (($t10 (= N 1)))
(let (($t11 (not $t10)))
(let (($t12 (= 1 1)))
(let ((?t13 (* 256 bn)))
(let (($t14 (< ?t13 N)))
(let (($t15 (<= 0 bn)))
(let (($t16 (< 0 1)))
(let (($t17 (<= 0 0)))
(let (($t18 (<= N 1048576)))
(let (($t19 (<= 1 N)))
(let (($t20 (<= 1 1048576)))
(let (($t21 (<= 1 1)))
(let (($t22 (and $t21 $t20 $t19 $t18 $t17 $t16 $t15 $t14 $t12 $t11 $t9)))
(and $t22 $t6 $t4 $t3)))))))))))))))))))))))))
(check-sat)
