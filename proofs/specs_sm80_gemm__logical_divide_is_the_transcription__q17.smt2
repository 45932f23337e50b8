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
(declare-fun |M#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let (($t1 (= |K#q| 1)))
 (and (and $t0 $t0 $t0 (not (= |M#q| 1)) (not $t1)) $t1 (>= (* 128 |M#q|) 1) (>= (* 128 |N#q|) 1) (>= (* 32 |K#q|) 1)))))
(check-sat)
