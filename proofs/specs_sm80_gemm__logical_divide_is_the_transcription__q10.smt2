; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:17:1
; property: equal(gA_tiled, ((128,M/128),(32,K/32)):((K,128*K),(1,32)))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 11 of 20
; expected: unsat
; cute-prover obligation: equal(((128,ceil_div(M,128)),(32,1)):((K,128*K),(1,0)),((128,M/128),(32,K/32)):((K,128*K),(1,32))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 4096*(K/32)*(M/128) true size(L1) = 4096*ceil_div(M,128)
; expected: unsat (no counterexample exists)
; equal(((128,ceil_div(M,128)),(32,1)):((K,128*K),(1,0)),((128,M/128),(32,K/32)):((K,128*K),(1,32))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 4096*(K/32)*(M/128) true size(L1) = 4096*ceil_div(M,128)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 4096 |M#q|)))
 (and (and $t0 $t0 $t0 (not (= |M#q| 1)) (= 1 1)) (< ?t1 ?t1) (>= (* 128 |M#q|) 1) (>= (* 128 |N#q|) 1)))))
(check-sat)
