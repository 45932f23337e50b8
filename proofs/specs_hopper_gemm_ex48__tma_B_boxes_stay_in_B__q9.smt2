; cute-prover 0.1.0 proof obligation
; source: specs/hopper_gemm_ex48.cute:16:1
; property: forall n in [0,128), k in [0,K): offset_of(gB) + layout_of(gB)(n, k%32, k/32) < N*K
; assume: 0 <= ca && ca < 2 && 0 <= cb && cb < 4 && M % 128 == 0 && N % 128 == 0 && K % 32 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 10 of 11
; expected: unsat
; cute-prover obligation: branch: ceil_div(K,32) != 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(K,32) != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun bn () Int)
(declare-fun bm () Int)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(declare-fun cb () Int)
(declare-fun ca () Int)
(assert
 (let (($t0 (>= bn 1)))
(let (($t1 (>= bm 1)))
(let ((?t2 (* 32 |K#q|)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 128 |N#q|)))
(let (($t5 (>= ?t4 1)))
(let ((?t6 (* 128 |M#q|)))
(let (($t7 (>= ?t6 1)))
(let (($t8 (= |K#q| 1)))
(let (($t9 (not $t8)))
(let (($t10 (< bn |N#q|)))
(let (($t11 (< bm |M#q|)))
(let (($t12 (<= ?t2 65536)))
(let (($t13 (<= ?t4 65536)))
(let (($t14 (<= ?t6 65536)))
(let (($t15 (= 0 0)))
(let (($t16 (< cb 4)))
(let (($t17 (<= 0 cb)))
(let (($t18 (< ca 2)))
(let (($t19 (<= 0 ca)))
(let (($t20 (and $t19 $t18 $t17 $t16 $t15 $t15 $t15 $t14 $t13 $t12 $t11 $t10 $t9)))
(and $t20 $t8 $t7 $t5 $t3 $t1 $t0)))))))))))))))))))))))
(check-sat)
