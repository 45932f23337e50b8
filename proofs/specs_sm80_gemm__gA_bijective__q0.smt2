; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:10:1
; property: bijective(gA)
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 1 of 2
; expected: unsat
; cute-prover obligation: bijective((M,K):(K,1)) injective: L(x) != L(y) for x != y, L = (M,K):(K,1)
; expected: unsat (no counterexample exists)
; bijective((M,K):(K,1)) injective: L(x) != L(y) for x != y, L = (M,K):(K,1)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun x0!0 () Int)
(declare-fun |M#q| () Int)
(declare-fun x1!1 () Int)
(declare-fun |K#q| () Int)
(declare-fun y0!2 () Int)
(declare-fun y1!3 () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let (($t2 (>= ?t1 1)))
 (let ((?t3 (* 32 |K#q|)))
 (let (($t4 (>= ?t3 1)))
 (and (and $t0 $t0 $t0) (and (and (>= x0!0 0) $t2 (< x0!0 ?t1) (>= x1!1 0) $t4 (< x1!1 ?t3)) (and (>= y0!2 0) $t2 (< y0!2 ?t1) (>= y1!3 0) $t4 (< y1!3 ?t3)) (or (not (= x0!0 y0!2)) (not (= x1!1 y1!3))) (= (+ (* ?t3 x0!0) x1!1) (+ (* ?t3 y0!2) y1!3))) $t2 (>= (* 128 |N#q|) 1) $t4)))))))
(check-sat)
