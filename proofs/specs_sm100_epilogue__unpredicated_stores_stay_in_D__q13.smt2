; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:41:1
; property: forall t in [0,128), v in [0,128), i in [0,2): offset_of(gD) + tTR_gD(t, v, i) < M*N
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 14 of 57
; expected: unsat
; cute-prover obligation: branch: M != 1
; expected: unsat (no counterexample exists)
; branch: M != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun div!0 () Int)
(declare-fun M () Int)
(assert
 (let ((?t0 (* 128 div!0)))
(let ((?t1 (+ ?t0 128)))
(let ((?t2 (* (- 1) M)))
(let (($t3 (< ?t2 ?t1)))
(let (($t4 (<= ?t0 ?t2)))
(let (($t5 (= M 1)))
(let (($t6 (= 1 1)))
(let ((?t7 (- div!0)))
(let (($t8 (= ?t7 1)))
(let (($t9 (not $t5)))
(let (($t10 (< 0 1)))
(let (($t11 (<= 0 0)))
(let (($t12 (< 0 M)))
(let (($t13 (<= 1 1048576)))
(let (($t14 (<= 1 1)))
(let (($t15 (<= M 1048576)))
(let (($t16 (<= 1 M)))
(let (($t17 (and $t16 $t15 $t14 $t13 $t11 $t12 $t11 $t10 $t9 $t8 $t6)))
(and $t17 $t5 $t4 $t3))))))))))))))))))))
(check-sat)
