; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:12:1
; property: bijective(gC)
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 2 of 2
; expected: unsat
; cute-prover obligation: bijective((M,N):(N,1)) range: 0 <= L(x) < M*N, L = (M,N):(N,1)
; expected: unsat (no counterexample exists)
; bijective((M,N):(N,1)) range: 0 <= L(x) < M*N, L = (M,N):(N,1)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun x0!4 () Int)
(declare-fun |M#q| () Int)
(declare-fun x1!5 () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let (($t2 (>= ?t1 1)))
 (let ((?t3 (* 128 |N#q|)))
 (let (($t4 (>= ?t3 1)))
 (let ((?t5 (+ (* ?t3 x0!4) x1!5)))
 (and (and $t0 $t0 $t0) (and (and (>= x0!4 0) $t2 (< x0!4 ?t1) (>= x1!5 0) $t4 (< x1!5 ?t3)) (or (< ?t5 0) (>= ?t5 (* 16384 |M#q| |N#q|)))) $t2 $t4 (>= (* 32 |K#q|) 1)))))))))
(check-sat)
