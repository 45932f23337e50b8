; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:28:1
; property: covers(acc_64, (128,64)) && covers(acc_128, (128,128)) && covers(acc_256, (128,256))
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 4 of 9
; expected: unsat
; cute-prover obligation: covers(((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))),(128,128)) size(TV) == size(S): 16384 == 16384
; expected: unsat (no counterexample exists)
; covers(((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))),(128,128)) size(TV) == size(S): 16384 == 16384
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (and (and $t0 $t0 $t0) (not (= 16384 16384)) (>= (* 128 |M#q|) 1) (>= (* 256 |N#q|) 1) (>= (* 64 |K#q|) 1))))
(check-sat)
