; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:17:1
; property: equal(gA_tiled, ((128,M/128),(32,K/32)):((K,128*K),(1,32)))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 1 of 20
; expected: unsat
; cute-prover obligation: equal(((128,1),(32,1)):((K,0),(1,0)),((128,M/128),(32,K/32)):((K,128*K),(1,32))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 4096*(K/32)*(M/128) true size(L1) = 4096
; expected: unsat (no counterexample exists)
; equal(((128,1),(32,1)):((K,0),(1,0)),((128,M/128),(32,K/32)):((K,128*K),(1,32))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 4096*(K/32)*(M/128) true size(L1) = 4096
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let (($t1 (= 1 1)))
 (and (and $t0 $t0 $t0 $t1 $t1) (< 4096 4096) (>= (* 128 |N#q|) 1)))))
(check-sat)
