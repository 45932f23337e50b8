; cute-prover 0.1.0 proof obligation
; source: specs/sgemm_sm80_tutorial.cute:15:1
; property: forall n in [0,128), k in [0,K): offset_of(gB) + layout_of(gB)(n, k%64, k/64) < N*K
; assume: M % 128 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 3 of 11
; expected: unsat
; cute-prover obligation: branch: ceil_div(N,128) != 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(N,128) != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun bn () Int)
(declare-fun bm () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (>= bn 1)))
(let (($t1 (>= bm 1)))
(let ((?t2 (* 128 |M#q|)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 128 |N#q|)))
(let (($t5 (>= ?t4 1)))
(let (($t6 (= |N#q| 1)))
(let (($t7 (= 1 1)))
(let (($t8 (< bn |N#q|)))
(let (($t9 (< bm |M#q|)))
(let (($t10 (<= 64 65536)))
(let (($t11 (<= ?t4 65536)))
(let (($t12 (<= ?t2 65536)))
(let (($t13 (= 0 0)))
(let (($t14 (and $t13 $t13 $t13 $t12 $t11 $t10 $t9 $t8 $t7)))
(and $t14 $t6 $t5 $t3 $t1 $t0)))))))))))))))))
(check-sat)
