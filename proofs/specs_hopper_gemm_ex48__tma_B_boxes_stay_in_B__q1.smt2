; cute-prover 0.1.0 proof obligation
; source: specs/hopper_gemm_ex48.cute:16:1
; property: forall n in [0,128), k in [0,K): offset_of(gB) + layout_of(gB)(n, k%32, k/32) < N*K
; assume: 0 <= ca && ca < 2 && 0 <= cb && cb < 4 && M % 128 == 0 && N % 128 == 0 && K % 32 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 2 of 11
; expected: unsat
; cute-prover obligation: branch: N >= 1
; expected: unsat (no counterexample exists)
; branch: N >= 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun bn () Int)
(declare-fun bm () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun cb () Int)
(declare-fun ca () Int)
(assert
 (let (($t0 (>= bn 1)))
(let (($t1 (>= bm 1)))
(let ((?t2 (* 128 |M#q|)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 128 |N#q|)))
(let (($t5 (>= ?t4 1)))
(let (($t6 (< ?t4 1)))
(let (($t7 (= 1 1)))
(let (($t8 (< bn |N#q|)))
(let (($t9 (< bm |M#q|)))
(let (($t10 (<= 32 65536)))
(let (($t11 (<= ?t4 65536)))
(let (($t12 (<= ?t2 65536)))
(let (($t13 (= 0 0)))
(let (($t14 (< cb 4)))
(let (($t15 (<= 0 cb)))
(let (($t16 (< ca 2)))
(let (($t17 (<= 0 ca)))
(let (($t18 (and $t17 $t16 $t15 $t14 $t13 $t13 $t13 $t12 $t11 $t10 $t9 $t8 $t7)))
(and $t18 $t6 $t5 $t3 $t1 $t0)))))))))))))))))))))
(check-sat)
