; cute-prover 0.1.0 proof obligation
; source: specs/sgemm_sm80_tutorial.cute:33:1
; property: forall t in [0,128), v in [0,8): layout_of(gA)(copyA_TV(t,v) % 16, copyA_TV(t,v) / 16, 0) == layout_of(gA)(copyA_TV(t,0) % 16, copyA_TV(t,0) / 16, 0) + v
; assume: M % 128 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 1 of 11
; expected: unsat
; cute-prover obligation: branch: M != 1
; expected: unsat (no counterexample exists)
; branch: M != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun bn () Int)
(declare-fun bm () Int)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(assert
 (let (($t0 (>= bn 1)))
(let (($t1 (>= bm 1)))
(let ((?t2 (* 128 |N#q|)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 128 |M#q|)))
(let (($t5 (>= ?t4 1)))
(let (($t6 (= ?t4 1)))
(let (($t7 (= 1 1)))
(let (($t8 (< bn |N#q|)))
(let (($t9 (< bm |M#q|)))
(let (($t10 (<= 64 65536)))
(let (($t11 (<= ?t2 65536)))
(let (($t12 (<= ?t4 65536)))
(let (($t13 (= 0 0)))
(let (($t14 (and $t13 $t13 $t13 $t12 $t11 $t10 $t9 $t8 $t7)))
(and $t14 $t6 $t5 $t3 $t1 $t0)))))))))))))))))
(check-sat)
