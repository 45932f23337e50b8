; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:12:1
; property: equal(logical_divide(gA, (128,64)), gA_boxes)
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 2 of 20
; expected: unsat
; cute-prover obligation: equal(((128,1),(64,1)):((K,0),(1,0)),((128,M/128),(64,K/64)):((K,128*K),(1,64))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((128,1),(64,1)):((K,0),(1,0)), L2 = ((128,M/128),(64,K/64)):((K,128*K),(1,64))
; expected: unsat (no counterexample exists)
; equal(((128,1),(64,1)):((K,0),(1,0)),((128,M/128),(64,K/64)):((K,128*K),(1,64))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((128,1),(64,1)):((K,0),(1,0)), L2 = ((128,M/128),(64,K/64)):((K,128*K),(1,64))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let (($t1 (= 1 1)))
 (let (($t2 (>= 1 1)))
 (let (($t3 (and (>= xp!0 0) (< xp!0 128) (>= xp!1 0) (< xp!1 64) $t2 $t2)))
 (let ((?t4 (* 64 xp!0)))
 (let ((?t5 (* 0 0)))
 (and (and $t0 $t0 $t0 $t1 $t1) (and $t3 $t3 (not (= (+ ?t4 ?t5 xp!1 ?t5) (+ ?t4 (* 8192 0) xp!1 (* 64 0))))) (>= (* 256 |N#q|) 1)))))))))
(check-sat)
