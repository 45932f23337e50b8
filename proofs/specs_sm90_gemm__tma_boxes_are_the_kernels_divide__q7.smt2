; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:12:1
; property: equal(logical_divide(gA, (128,64)), gA_boxes)
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 8 of 20
; expected: unsat
; cute-prover obligation: branch: M != 1
; expected: unsat (no counterexample exists)
; branch: M != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(assert
 (let ((?t0 (* 256 |N#q|)))
(let (($t1 (>= ?t0 1)))
(let ((?t2 (* 128 |M#q|)))
(let (($t3 (>= ?t2 1)))
(let (($t4 (= ?t2 1)))
(let (($t5 (= 1 1)))
(let (($t6 (= |M#q| 1)))
(let (($t7 (not $t6)))
(let (($t8 (= 0 0)))
(let (($t9 (and $t8 $t8 $t8 $t7 $t5)))
(and $t9 $t4 $t3 $t1))))))))))))
(check-sat)
