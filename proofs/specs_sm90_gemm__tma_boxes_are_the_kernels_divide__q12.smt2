; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:12:1
; property: equal(logical_divide(gA, (128,64)), gA_boxes)
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 13 of 20
; expected: unsat
; cute-prover obligation: branch: M != 1
; expected: unsat (no counterexample exists)
; branch: M != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(assert
 (let ((?t0 (* 64 |K#q|)))
(let (($t1 (>= ?t0 1)))
(let ((?t2 (* 256 |N#q|)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 128 |M#q|)))
(let (($t5 (>= ?t4 1)))
(let (($t6 (= ?t4 1)))
(let (($t7 (= |K#q| 1)))
(let (($t8 (not $t7)))
(let (($t9 (= |M#q| 1)))
(let (($t10 (not $t9)))
(let (($t11 (= 0 0)))
(let (($t12 (and $t11 $t11 $t11 $t10 $t8)))
(and $t12 $t6 $t5 $t3 $t1)))))))))))))))
(check-sat)
