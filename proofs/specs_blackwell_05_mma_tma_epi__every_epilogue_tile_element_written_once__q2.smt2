; cute-prover 0.1.0 proof obligation
; source: specs/blackwell_05_mma_tma_epi.cute:61:1
; property: bijective(tTR_cD) && size(tTR_cD) == 128*64
; assume: M % 256 == 0 && N % 256 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/256 && bn < N/256
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(tTR_cD) == (128 * 64)
; expected: unsat (no counterexample exists)
; condition condition: size(tTR_cD) == (128 * 64)
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
(let (($t8 (= 8192 8192)))
(let (($t9 (not $t8)))
(let (($t10 (and true $t9)))
(let (($t11 (< bn |N#q|)))
(let (($t12 (< bm |M#q|)))
(let (($t13 (<= ?t2 65536)))
(let (($t14 (<= ?t4 65536)))
(let (($t15 (<= ?t6 65536)))
(let (($t16 (= 0 0)))
(let (($t17 (and $t16 $t16 $t16 $t15 $t14 $t13 $t12 $t11)))
(and $t17 $t10 $t7 $t5 $t3 $t1 $t0))))))))))))))))))))
(check-sat)
