; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:17:1
; property: equal(gA_tiled, ((128,M/128),(32,K/32)):((K,128*K),(1,32)))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 19 of 20
; expected: unsat
; cute-prover obligation: equal(((128,ceil_div(M,128)),(32,ceil_div(K,32))):((K,128*K),(1,32)),((128,M/128),(32,K/32)):((K,128*K),(1,32))) L1's domain lies in L2's: size(L2) = 4096*(K/32)*(M/128) >= size(L1) = 4096*ceil_div(K,32)*ceil_div(M,128)
; expected: unsat (no counterexample exists)
; equal(((128,ceil_div(M,128)),(32,ceil_div(K,32))):((K,128*K),(1,32)),((128,M/128),(32,K/32)):((K,128*K),(1,32))) L1's domain lies in L2's: size(L2) = 4096*(K/32)*(M/128) >= size(L1) = 4096*ceil_div(K,32)*ceil_div(M,128)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(assert
 (let ((?t0 (* 32 |K#q|)))
(let (($t1 (>= ?t0 1)))
(let ((?t2 (* 128 |N#q|)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 128 |M#q|)))
(let (($t5 (>= ?t4 1)))
(let ((?t6 (* 4096 |K#q| |M#q|)))
(let (($t7 (< ?t6 ?t6)))
(let (($t8 (= |K#q| 1)))
(let (($t9 (not $t8)))
(let (($t10 (= |M#q| 1)))
(let (($t11 (not $t10)))
(let (($t12 (= 0 0)))
(let (($t13 (and $t12 $t12 $t12 $t11 $t9)))
(and $t13 $t7 $t5 $t3 $t1))))))))))))))))
(check-sat)
