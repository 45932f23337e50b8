; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:17:1
; property: equal(gA_tiled, ((128,M/128),(32,K/32)):((K,128*K),(1,32)))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 11 of 20
; expected: unsat
; cute-prover obligation: equal(((128,ceil_div(M,128)),(32,1)):((K,128*K),(1,0)),((128,M/128),(32,K/32)):((K,128*K),(1,32))) L1's domain lies in L2's: size(L2) = 4096*(K/32)*(M/128) >= size(L1) = 4096*ceil_div(M,128)
; expected: unsat (no counterexample exists)
; equal(((128,ceil_div(M,128)),(32,1)):((K,128*K),(1,0)),((128,M/128),(32,K/32)):((K,128*K),(1,32))) L1's domain lies in L2's: size(L2) = 4096*(K/32)*(M/128) >= size(L1) = 4096*ceil_div(M,128)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(assert
 (let ((?t0 (* 128 |N#q|)))
(let (($t1 (>= ?t0 1)))
(let ((?t2 (* 128 |M#q|)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 4096 |M#q|)))
(let (($t5 (< ?t4 ?t4)))
(let (($t6 (= 1 1)))
(let (($t7 (= |M#q| 1)))
(let (($t8 (not $t7)))
(let (($t9 (= 0 0)))
(let (($t10 (and $t9 $t9 $t9 $t8 $t6)))
(and $t10 $t5 $t3 $t1)))))))))))))
(check-sat)
