; cute-prover 0.1.0 proof obligation
; source: specs/sgemm_sm80_tutorial.cute:14:1
; property: forall m in [0,128), k in [0,K): offset_of(gA) + layout_of(gA)(m, k%64, k/64) < M*K
; assume: M % 128 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 8 of 11
; expected: unsat
; cute-prover obligation: branch: K != 1
; expected: unsat (no counterexample exists)
; branch: K != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun bn () Int)
(declare-fun bm () Int)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(assert
 (let (($t0 (>= bn 1)))
(let (($t1 (>= bm 1)))
(let ((?t2 (* 64 |K#q|)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 128 |N#q|)))
(let (($t5 (>= ?t4 1)))
(let ((?t6 (* 128 |M#q|)))
(let (($t7 (>= ?t6 1)))
(let (($t8 (= ?t2 1)))
(let (($t9 (= |K#q| 1)))
(let (($t10 (not $t9)))
(let (($t11 (< bn |N#q|)))
(let (($t12 (< bm |M#q|)))
(let (($t13 (<= ?t2 65536)))
(let (($t14 (<= ?t4 65536)))
(let (($t15 (<= ?t6 65536)))
(let (($t16 (= 0 0)))
(let (($t17 (and $t16 $t16 $t16 $t15 $t14 $t13 $t12 $t11 $t10)))
(and $t17 $t8 $t7 $t5 $t3 $t1 $t0))))))))))))))))))))
(check-sat)
