; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:12:1
; property: equal(logical_divide(gA, (128,64)), gA_boxes)
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 7 of 20
; expected: unsat
; cute-prover obligation: equal(((128,1),(64,ceil_div(K,64))):((K,0),(1,64)),((128,M/128),(64,K/64)):((K,128*K),(1,64))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((128,1),(64,ceil_div(K,64))):((K,0),(1,64)), L2 = ((128,M/128),(64,K/64)):((K,128*K),(1,64))
; expected: unsat (no counterexample exists)
; equal(((128,1),(64,ceil_div(K,64))):((K,0),(1,64)),((128,M/128),(64,K/64)):((K,128*K),(1,64))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((128,1),(64,ceil_div(K,64))):((K,0),(1,64)), L2 = ((128,M/128),(64,K/64)):((K,128*K),(1,64))
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
 (let (($t2 (and (>= xp!0 0) (< xp!0 128) (>= xp!1 0) (< xp!1 64) (>= xp!2 0) (< xp!2 |K#q|) $t1 (>= 1 1) $t1)))
 (let ((?t3 (* 64 |K#q|)))
 (let ((?t4 (* ?t3 xp!0)))
 (let ((?t5 (* 64 xp!2)))
 (and (and $t0 $t0 $t0 (= 1 1) (not (= |K#q| 1))) (and $t2 $t2 (not (= (+ ?t4 (* 0 0) xp!1 ?t5) (+ ?t4 (* (* 8192 |K#q|) 0) xp!1 ?t5)))) (>= ?t3 1) (>= (* 256 |N#q|) 1)))))))))
(check-sat)
