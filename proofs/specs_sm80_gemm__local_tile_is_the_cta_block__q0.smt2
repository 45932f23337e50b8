; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:53:1
; property: forall i in [0,128), j in [0,128): local_tile(gC, (128,128), (bm,bn))(i,j) == (128*bm + i)*N + 128*bn + j
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; assume: 0 <= bm && bm < M/128 && 0 <= bn && bn < N/128 && 0 <= tid && tid < 128
; query 1 of 16
; expected: unsat
; cute-prover obligation: forall forall: local_tile(gC,(128,128),(bm,bn))(i,j) == (((((128 * bm) + i) * N) + (128 * bn)) + j)
; expected: unsat (no counterexample exists)
; forall forall: local_tile(gC,(128,128),(bm,bn))(i,j) == (((((128 * bm) + i) * N) + (128 * bn)) + j)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |K#q| () Int)
(declare-fun j () Int)
(declare-fun i () Int)
(declare-fun tid () Int)
(assert
 (let ((?t0 (* 32 |K#q|)))
(let (($t1 (>= ?t0 1)))
(let ((?t2 (* 128 i)))
(let ((?t3 (+ ?t2 j)))
(let (($t4 (= ?t3 ?t3)))
(let (($t5 (not $t4)))
(let (($t6 (< j 128)))
(let (($t7 (<= 0 j)))
(let (($t8 (< i 128)))
(let (($t9 (<= 0 i)))
(let (($t10 (and $t9 $t8 $t7 $t6)))
(let (($t11 (and $t10 $t5)))
(let (($t12 (= 1 1)))
(let (($t13 (< tid 128)))
(let (($t14 (<= 0 tid)))
(let (($t15 (< 0 1)))
(let (($t16 (<= 0 0)))
(let (($t17 (= 0 0)))
(let (($t18 (and $t17 $t17 $t17 $t16 $t15 $t16 $t15 $t14 $t13 $t12 $t12)))
(and $t18 $t11 $t1)))))))))))))))))))))
(check-sat)
