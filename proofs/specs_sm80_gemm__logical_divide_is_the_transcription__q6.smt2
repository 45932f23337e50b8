; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:17:1
; property: equal(gA_tiled, ((128,M/128),(32,K/32)):((K,128*K),(1,32)))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 7 of 20
; expected: unsat
; cute-prover obligation: equal(((128,1),(32,ceil_div(K,32))):((K,0),(1,32)),((128,M/128),(32,K/32)):((K,128*K),(1,32))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((128,1),(32,ceil_div(K,32))):((K,0),(1,32)), L2 = ((128,M/128),(32,K/32)):((K,128*K),(1,32))
; expected: unsat (no counterexample exists)
; equal(((128,1),(32,ceil_div(K,32))):((K,0),(1,32)),((128,M/128),(32,K/32)):((K,128*K),(1,32))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((128,1),(32,ceil_div(K,32))):((K,0),(1,32)), L2 = ((128,M/128),(32,K/32)):((K,128*K),(1,32))
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun |K#q| () Int)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(declare-fun xp!2 () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let (($t1 (>= |K#q| 1)))
 (let (($t2 (and (>= xp!0 0) (< xp!0 128) (>= xp!1 0) (< xp!1 32) (>= xp!2 0) (< xp!2 |K#q|) $t1 (>= 1 1) $t1)))
 (let ((?t3 (* 32 |K#q|)))
 (let ((?t4 (* ?t3 xp!0)))
 (let ((?t5 (* 32 xp!2)))
 (and (and $t0 $t0 $t0 (= 1 1) (not (= |K#q| 1))) (and $t2 $t2 (not (= (+ ?t4 (* 0 0) xp!1 ?t5) (+ ?t4 (* (* 4096 |K#q|) 0) xp!1 ?t5)))) (>= ?t3 1) (>= (* 128 |N#q|) 1)))))))))
(check-sat)
