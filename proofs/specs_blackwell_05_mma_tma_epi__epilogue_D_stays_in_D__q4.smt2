; cute-prover 0.1.0 proof obligation
; source: specs/blackwell_05_mma_tma_epi.cute:25:1
; property: forall m in [0,256), n in [0,256): offset_of(gD) + layout_of(gD)(m, n) < M*N
; assume: M % 256 == 0 && N % 256 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/256 && bn < N/256
; query 5 of 5
; expected: unsat
; cute-prover obligation: forall forall: 256*N*bm+N*m+256*bn+n < M*N
; expected: unsat (no counterexample exists)
; forall forall: 256*N*bm+N*m+256*bn+n < M*N
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun bn () Int)
(declare-fun bm () Int)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(declare-fun n () Int)
(declare-fun m () Int)
(assert
 (let (($t0 (>= bn 1)))
(let (($t1 (>= bm 1)))
(let ((?t2 (* 64 |K#q|)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 256 |N#q|)))
(let (($t5 (>= ?t4 1)))
(let ((?t6 (* 256 |M#q|)))
(let (($t7 (>= ?t6 1)))
(let ((?t8 (* 65536 |M#q| |N#q|)))
(let ((?t9 (* 256 bn)))
(let ((?t10 (* 256 |N#q| m)))
(let ((?t11 (* 65536 |N#q| bm)))
(let ((?t12 (+ ?t11 ?t10 ?t9 n)))
(let (($t13 (< ?t12 ?t8)))
(let (($t14 (not $t13)))
(let (($t15 (< n 256)))
(let (($t16 (<= 0 n)))
(let (($t17 (< m 256)))
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
