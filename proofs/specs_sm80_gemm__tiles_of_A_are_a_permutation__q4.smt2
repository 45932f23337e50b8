; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:18:1
; property: bijective(gA_tiled)
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 5 of 20
; expected: unsat
; cute-prover obligation: branch: ceil_div(K,32) != 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(K,32) != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let ((?t0 (* 128 |N#q|)))
(let (($t1 (>= ?t0 1)))
(let ((?t2 (* 32 |K#q|)))
(let (($t3 (>= ?t2 1)))
(let (($t4 (= |K#q| 1)))
(let (($t5 (not $t4)))
(let (($t6 (= 1 1)))
(let (($t7 (= 0 0)))
(let (($t8 (and $t7 $t7 $t7 $t6 $t5)))
(and $t8 $t4 $t3 $t1)))))))))))
(check-sat)
