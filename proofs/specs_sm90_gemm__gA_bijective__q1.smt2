; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:7:1
; property: bijective(gA)
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 2 of 2
; expected: unsat
; cute-prover obligation: bijective((M,K):(K,1)) range: 0 <= L(x) < K*M, L = (M,K):(K,1)
; expected: unsat (no counterexample exists)
; bijective((M,K):(K,1)) range: 0 <= L(x) < K*M, L = (M,K):(K,1)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun x0!4 () Int)
(declare-fun |M#q| () Int)
(declare-fun x1!5 () Int)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let (($t2 (>= ?t1 1)))
 (let ((?t3 (* 64 |K#q|)))
 (let (($t4 (>= ?t3 1)))
 (let ((?t5 (+ (* ?t3 x0!4) x1!5)))
 (and (and $t0 $t0 $t0) (and (and (>= x0!4 0) $t2 (< x0!4 ?t1) (>= x1!5 0) $t4 (< x1!5 ?t3)) (or (< ?t5 0) (>= ?t5 (* 8192 |K#q| |M#q|)))) $t2 (>= (* 256 |N#q|) 1) $t4))))))))
(check-sat)
