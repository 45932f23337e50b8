; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:39:1
; property: injective(composition(gC_64, acc_64)) && injective(composition(gC_128, acc_128)) && injective(composition(gC_256, acc_256))
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 1 of 4
; expected: unsat
; cute-prover obligation: branch: 128*N != 1
; expected: unsat (no counterexample exists)
; branch: 128*N != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (and (and $t0 $t0 $t0) (= (* 32768 |N#q|) 1) (>= (* 256 |N#q|) 1) (>= (* 128 |M#q|) 1) (>= (* 64 |K#q|) 1))))
(check-sat)
