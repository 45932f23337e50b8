; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:17:1
; property: equal(gA_tiled, ((128,M/128),(32,K/32)):((K,128*K),(1,32)))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 2 of 20
; expected: unsat
; cute-prover obligation: equal(((128,1),(32,1)):((K,0),(1,0)),((128,M/128),(32,K/32)):((K,128*K),(1,32))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((128,1),(32,1)):((K,0),(1,0)), L2 = ((128,M/128),(32,K/32)):((K,128*K),(1,32))
; expected: unsat (no counterexample exists)
; equal(((128,1),(32,1)):((K,0),(1,0)),((128,M/128),(32,K/32)):((K,128*K),(1,32))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((128,1),(32,1)):((K,0),(1,0)), L2 = ((128,M/128),(32,K/32)):((K,128*K),(1,32))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let (($t1 (= 1 1)))
 (let (($t2 (>= 1 1)))
 (let (($t3 (and (>= xp!0 0) (< xp!0 128) (>= xp!1 0) (< xp!1 32) $t2 $t2)))
 (let ((?t4 (* 32 xp!0)))
 (let ((?t5 (* 0 0)))
 (and (and $t0 $t0 $t0 $t1 $t1) (and $t3 $t3 (not (= (+ ?t4 ?t5 xp!1 ?t5) (+ ?t4 (* 4096 0) xp!1 (* 32 0))))) (>= (* 128 |N#q|) 1)))))))))
(check-sat)
