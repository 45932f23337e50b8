; cute-prover 0.1.0 proof obligation
; source: specs/hopper_gemm_ex48.cute:21:1
; property: tile_size(mma, 0) == 128 && tile_size(mma, 1) == 128 && tile_size(mma, 2) == 8
; assume: 0 <= ca && ca < 2 && 0 <= cb && cb < 4 && M % 128 == 0 && N % 128 == 0 && K % 32 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 1 of 1
; expected: unsat
; cute-prover obligation: condition condition: 128 == 128 && 128 == 128 && 8 == 8
; expected: unsat (no counterexample exists)
; condition condition: 128 == 128 && 128 == 128 && 8 == 8
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
(let (($t8 (= 8 8)))
(let (($t9 (= 128 128)))
(let (($t10 (and $t9 $t9 $t8)))
(let (($t11 (not $t10)))
(let (($t12 (and true $t11)))
(let (($t13 (< bn |N#q|)))
(let (($t14 (< bm |M#q|)))
(let (($t15 (<= ?t2 65536)))
(let (($t16 (<= ?t4 65536)))
(let (($t17 (<= ?t6 65536)))
(let (($t18 (= 0 0)))
(let (($t19 (< cb 4)))
(let (($t20 (<= 0 cb)))
(let (($t21 (< ca 2)))
(let (($t22 (<= 0 ca)))
(let (($t23 (and $t22 $t21 $t20 $t19 $t18 $t18 $t18 $t17 $t16 $t15 $t14 $t13)))
(and $t23 $t12 $t7 $t5 $t3 $t1 $t0))))))))))))))))))))))))))
(check-sat)
