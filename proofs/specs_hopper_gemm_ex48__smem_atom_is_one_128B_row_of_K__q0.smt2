; cute-prover 0.1.0 proof obligation
; source: specs/hopper_gemm_ex48.cute:40:1
; property: size(GMMA::Layout_K_SW128_Atom<tfloat32_t>) == 8*32
; assume: 0 <= ca && ca < 2 && 0 <= cb && cb < 4 && M % 128 == 0 && N % 128 == 0 && K % 32 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 1 of 1
; expected: unsat
; cute-prover obligation: condition condition: 256 == 256
; expected: unsat (no counterexample exists)
; condition condition: 256 == 256
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
(let (($t8 (= 256 256)))
(let (($t9 (not $t8)))
(let (($t10 (and true $t9)))
(let (($t11 (< bn |N#q|)))
(let (($t12 (< bm |M#q|)))
(let (($t13 (<= ?t2 65536)))
(let (($t14 (<= ?t4 65536)))
(let (($t15 (<= ?t6 65536)))
(let (($t16 (= 0 0)))
(let (($t17 (< cb 4)))
(let (($t18 (<= 0 cb)))
(let (($t19 (< ca 2)))
(let (($t20 (<= 0 ca)))
(let (($t21 (and $t20 $t19 $t18 $t17 $t16 $t16 $t16 $t15 $t14 $t13 $t12 $t11)))
(and $t21 $t10 $t7 $t5 $t3 $t1 $t0))))))))))))))))))))))))
(check-sat)
