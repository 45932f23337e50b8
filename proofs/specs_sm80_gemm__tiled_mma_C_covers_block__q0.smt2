; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:35:1
; property: covers(tiledC, (32,16))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 1 of 3
; expected: unsat
; cute-prover obligation: covers(((4,8,2,2),((2,2),(1,1))):((64,1,16,256),((32,8),(0,0))),(32,16)) size(TV) == size(S): 512 == 512
; expected: unsat (no counterexample exists)
; covers(((4,8,2,2),((2,2),(1,1))):((64,1,16,256),((32,8),(0,0))),(32,16)) size(TV) == size(S): 512 == 512
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (and (and $t0 $t0 $t0) (not (= 512 512)) (>= (* 128 |M#q|) 1) (>= (* 128 |N#q|) 1) (>= (* 32 |K#q|) 1))))
(check-sat)
