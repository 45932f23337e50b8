; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:17:1
; property: equal(gA_tiled, ((128,M/128),(32,K/32)):((K,128*K),(1,32)))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 6 of 20
; expected: unsat
; cute-prover obligation: equal(((128,1),(32,ceil_div(K,32))):((K,0),(1,32)),((128,M/128),(32,K/32)):((K,128*K),(1,32))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 4096*(K/32)*(M/128) true size(L1) = 4096*ceil_div(K,32)
; expected: unsat (no counterexample exists)
; equal(((128,1),(32,ceil_div(K,32))):((K,0),(1,32)),((128,M/128),(32,K/32)):((K,128*K),(1,32))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 4096*(K/32)*(M/128) true size(L1) = 4096*ceil_div(K,32)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 4096 |K#q|)))
 (and (and $t0 $t0 $t0 (= 1 1) (not (= |K#q| 1))) (< ?t1 ?t1) (>= (* 32 |K#q|) 1) (>= (* 128 |N#q|) 1)))))
(check-sat)
