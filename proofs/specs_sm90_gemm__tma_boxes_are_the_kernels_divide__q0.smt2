; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:12:1
; property: equal(logical_divide(gA, (128,64)), gA_boxes)
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 1 of 20
; expected: unsat
; cute-prover obligation: equal(((128,1),(64,1)):((K,0),(1,0)),((128,M/128),(64,K/64)):((K,128*K),(1,64))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 8192*(K/64)*(M/128) true size(L1) = 8192
; expected: unsat (no counterexample exists)
; equal(((128,1),(64,1)):((K,0),(1,0)),((128,M/128),(64,K/64)):((K,128*K),(1,64))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 8192*(K/64)*(M/128) true size(L1) = 8192
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let (($t1 (= 1 1)))
 (and (and $t0 $t0 $t0 $t1 $t1) (< 8192 8192) (>= (* 256 |N#q|) 1)))))
(check-sat)
