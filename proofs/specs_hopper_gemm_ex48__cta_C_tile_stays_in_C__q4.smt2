; cute-prover 0.1.0 proof obligation
; source: specs/hopper_gemm_ex48.cute:17:1
; property: forall m in [0,128), n in [0,128): offset_of(gC) + layout_of(gC)(m, n) < M*N
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 5 of 5
; expected: unsat
; cute-prover obligation: forall forall: 128*M*bn+M*n+128*bm+m < M*N
; expected: unsat (no counterexample exists)
; forall forall: 128*M*bn+M*n+128*bm+m < M*N
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun bn () Int)
(declare-fun bm () Int)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(declare-fun m () Int)
(declare-fun n () Int)
(assert
 (let (($t0 (>= bn 1)))
(let (($t1 (>= bm 1)))
(let ((?t2 (* 32 |K#q|)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 128 |N#q|)))
(let (($t5 (>= ?t4 1)))
(let ((?t6 (* 128 |M#q|)))
(let (($t7 (>= ?t6 1)))
(let ((?t8 (* 16384 |M#q| |N#q|)))
(let ((?t9 (* 128 bm)))
(let ((?t10 (* 128 |M#q| n)))
(let ((?t11 (* 16384 |M#q| bn)))
(let ((?t12 (+ ?t11 ?t10 ?t9 m)))
(let (($t13 (< ?t12 ?t8)))
(let (($t14 (not $t13)))
(let (($t15 (< n 128)))
(let (($t16 (<= 0 n)))
(let (($t17 (< m 128)))
(let (($t18 (<= 0 m)))
(let (($t19 (and $t18 $t17 $t16 $t15)))
(let (($t20 (and $t19 $t14)))
(let (($t21 (< bn |N#q|)))
(let (($t22 (< bm |M#q|)))
(let (($t23 (<= ?t2 65536)))
(let (($t24 (<= ?t4 65536)))
(let (($t25 (<= ?t6 65536)))
(let (($t26 (= 0 0)))
(let (($t27 (and $t26 $t26 $t26 $t25 $t24 $t23 $t22 $t21)))
(and $t27 $t20 $t7 $t5 $t3 $t1 $t0))))))))))))))))))))))))))))))
(check-sat)
