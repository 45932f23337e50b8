; cute-prover 0.1.0 proof obligation
; source: specs/blackwell_05_mma_tma_epi.cute:9:1
; property: tile_size(mma, 0) == 256 && tile_size(mma, 1) == 256 && tile_size(mma, 2) == 16
; assume: M % 256 == 0 && N % 256 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/256 && bn < N/256
; query 1 of 1
; expected: unsat
; cute-prover obligation: condition condition: ((tile_size(mma,0) == 256) && (tile_size(mma,1) == 256)) && (tile_size(mma,2) == 16)
; expected: unsat (no counterexample exists)
; condition condition: ((tile_size(mma,0) == 256) && (tile_size(mma,1) == 256)) && (tile_size(mma,2) == 16)
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
(let (($t8 (= 16 16)))
(let (($t9 (= 256 256)))
(let (($t10 (and $t9 $t9 $t8)))
(let (($t11 (not $t10)))
(let (($t12 (and true $t11)))
(let (($t13 (< bn |N#q|)))
(let (($t14 (< bm |M#q|)))
(let (($t15 (<= ?t2 65536)))
(let (($t16 (<= ?t4 65536)))
(let (($t17 (<= ?t6 65536)))
(let (($t18 (= 0 0)))
(let (($t19 (and $t18 $t18 $t18 $t17 $t16 $t15 $t14 $t13)))
(and $t19 $t12 $t7 $t5 $t3 $t1 $t0))))))))))))))))))))))
(check-sat)
