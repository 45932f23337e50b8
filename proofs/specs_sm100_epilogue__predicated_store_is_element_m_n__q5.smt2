; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:39:1
; property: forall t in [0,128), v in [0,128), i in [0,2): offset_of(gD) + tTR_gD(t, v, i) == (128*bm + tTR_cD(t, v, i) % 128)*N + 256*bn + tTR_cD(t, v, i) / 128
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 6 of 57
; expected: unsat
; cute-prover obligation: branch: 128*N != N
; expected: unsat (no counterexample exists)
; branch: 128*N != N
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun div!0 () Int)
(declare-fun N () Int)
(assert
 (let ((?t0 (* 256 div!0)))
(let ((?t1 (+ ?t0 256)))
(let ((?t2 (* (- 1) N)))
(let (($t3 (< ?t2 ?t1)))
(let (($t4 (<= ?t0 ?t2)))
(let ((?t5 (* 128 N)))
(let (($t6 (= ?t5 N)))
(let ((?t7 (- div!0)))
(let (($t8 (= ?t7 1)))
(let (($t9 (= N 1)))
(let (($t10 (not $t9)))
(let (($t11 (= 1 1)))
(let (($t12 (< 0 N)))
(let (($t13 (<= 0 0)))
(let (($t14 (< 0 1)))
(let (($t15 (<= N 1048576)))
(let (($t16 (<= 1 N)))
(let (($t17 (<= 1 1048576)))
(let (($t18 (<= 1 1)))
(let (($t19 (and $t18 $t17 $t16 $t15 $t13 $t14 $t13 $t12 $t11 $t10 $t8)))
(and $t19 $t6 $t4 $t3))))))))))))))))))))))
(check-sat)
