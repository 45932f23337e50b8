; cute-prover 0.1.0 proof obligation
; source: specs/blackwell_05_mma_tma_epi.cute:25:1
; property: forall m in [0,256), n in [0,256): offset_of(gD) + layout_of(gD)(m, n) < M*N
; assume: M % 256 == 0 && N % 256 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/256 && bn < N/256
; query 3 of 7
; expected: unsat
; cute-prover obligation: branch: ceil_div(M,256) != 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(M,256) != 1
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
(let ((?t4 (* 256 |N#q|)))
(let (($t5 (>= ?t4 1)))
(let ((?t6 (* 256 |M#q|)))
(let (($t7 (>= ?t6 1)))
(let (($t8 (= |M#q| 1)))
(let (($t9 (< bn |N#q|)))
(let (($t10 (< bm |M#q|)))
(let (($t11 (<= ?t2 65536)))
(let (($t12 (<= ?t4 65536)))
(let (($t13 (<= ?t6 65536)))
(let (($t14 (= 0 0)))
(let (($t15 (and $t14 $t14 $t14 $t13 $t12 $t11 $t10 $t9)))
(and $t15 $t8 $t7 $t5 $t3 $t1 $t0))))))))))))))))))
(check-sat)
