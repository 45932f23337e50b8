; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:41:1
; property: forall t in [0,128), v in [0,128), i in [0,2): offset_of(gD) + tTR_gD(t, v, i) < M*N
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 4 of 57
; expected: unsat
; cute-prover obligation: branch: ceil_div(N,256) == 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(N,256) == 1
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
(let ((?t5 (- div!0)))
(let (($t6 (= ?t5 1)))
(let (($t7 (not $t6)))
(let (($t8 (= N 1)))
(let (($t9 (not $t8)))
(let (($t10 (= 1 1)))
(let (($t11 (< 0 N)))
(let (($t12 (<= 0 0)))
(let (($t13 (< 0 1)))
(let (($t14 (<= N 1048576)))
(let (($t15 (<= 1 N)))
(let (($t16 (<= 1 1048576)))
(let (($t17 (<= 1 1)))
(let (($t18 (and $t17 $t16 $t15 $t14 $t12 $t13 $t12 $t11 $t10 $t9 $t6)))
(and $t18 $t7 $t4 $t3)))))))))))))))))))))
(check-sat)
