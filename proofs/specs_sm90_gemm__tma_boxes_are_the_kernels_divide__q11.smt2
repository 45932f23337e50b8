; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:12:1
; property: equal(logical_divide(gA, (128,64)), gA_boxes)
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 12 of 20
; expected: unsat
; cute-prover obligation: equal(((128,ceil_div(M,128)),(64,1)):((K,128*K),(1,0)),((128,M/128),(64,K/64)):((K,128*K),(1,64))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((128,ceil_div(M,128)),(64,1)):((K,128*K),(1,0)), L2 = ((128,M/128),(64,K/64)):((K,128*K),(1,64))
; expected: unsat (no counterexample exists)
; equal(((128,ceil_div(M,128)),(64,1)):((K,128*K),(1,0)),((128,M/128),(64,K/64)):((K,128*K),(1,64))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((128,ceil_div(M,128)),(64,1)):((K,128*K),(1,0)), L2 = ((128,M/128),(64,K/64)):((K,128*K),(1,64))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(declare-fun xp!2 () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let (($t1 (>= |M#q| 1)))
 (let (($t2 (and (>= xp!0 0) (< xp!0 128) (>= xp!1 0) (< xp!1 |M#q|) (>= xp!2 0) (< xp!2 64) $t1 $t1 (>= 1 1))))
 (let ((?t3 (* 64 xp!0)))
 (let ((?t4 (* 8192 xp!1)))
 (and (and $t0 $t0 $t0 (not (= |M#q| 1)) (= 1 1)) (and $t2 $t2 (not (= (+ ?t3 ?t4 xp!2 (* 0 0)) (+ ?t3 ?t4 xp!2 (* 64 0))))) (>= (* 128 |M#q|) 1) (>= (* 256 |N#q|) 1))))))))
(check-sat)
