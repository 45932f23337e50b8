; cute-prover 0.1.0 proof obligation
; source: specs/hopper_gemm_ex48.cute:17:1
; property: forall m in [0,128), n in [0,128): offset_of(gC) + layout_of(gC)(m, n) < M*N
; assume: 0 <= ca && ca < 2 && 0 <= cb && cb < 4 && M % 128 == 0 && N % 128 == 0 && K % 32 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 3 of 7
; expected: unsat
; cute-prover obligation: branch: ceil_div(M,128) != 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(M,128) != 1
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
(let (($t8 (= |M#q| 1)))
(let (($t9 (< bn |N#q|)))
(let (($t10 (< bm |M#q|)))
(let (($t11 (<= ?t2 65536)))
(let (($t12 (<= ?t4 65536)))
(let (($t13 (<= ?t6 65536)))
(let (($t14 (= 0 0)))
(let (($t15 (< cb 4)))
(let (($t16 (<= 0 cb)))
(let (($t17 (< ca 2)))
(let (($t18 (<= 0 ca)))
(let (($t19 (and $t18 $t17 $t16 $t15 $t14 $t14 $t14 $t13 $t12 $t11 $t10 $t9)))
(and $t19 $t8 $t7 $t5 $t3 $t1 $t0))))))))))))))))))))))
(check-sat)
