; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:30:1
; property: covers(mmaC, (16,8))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 1 of 3
; expected: unsat
; cute-prover obligation: covers(((4,8),((2,2),(1,1))):((32,1),((16,8),(0,0))),(16,8)) size(TV) == size(S): 128 == 128
; expected: unsat (no counterexample exists)
; covers(((4,8),((2,2),(1,1))):((32,1),((16,8),(0,0))),(16,8)) size(TV) == size(S): 128 == 128
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (and (and $t0 $t0 $t0) (not (= 128 128)) (>= (* 128 |M#q|) 1) (>= (* 128 |N#q|) 1) (>= (* 32 |K#q|) 1))))
(check-sat)
