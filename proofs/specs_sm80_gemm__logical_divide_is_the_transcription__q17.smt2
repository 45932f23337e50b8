; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:17:1
; property: equal(gA_tiled, ((128,M/128),(32,K/32)):((K,128*K),(1,32)))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 18 of 20
; expected: unsat
; cute-prover obligation: branch: ceil_div(K,32) != 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(K,32) != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(assert
 (let ((?t0 (* 32 |K#q|)))
(let (($t1 (>= ?t0 1)))
(let ((?t2 (* 128 |N#q|)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 128 |M#q|)))
(let (($t5 (>= ?t4 1)))
(let (($t6 (= |K#q| 1)))
(let (($t7 (not $t6)))
(let (($t8 (= |M#q| 1)))
(let (($t9 (not $t8)))
(let (($t10 (= 0 0)))
(let (($t11 (and $t10 $t10 $t10 $t9 $t7)))
(and $t11 $t6 $t5 $t3 $t1))))))))))))))
(check-sat)
