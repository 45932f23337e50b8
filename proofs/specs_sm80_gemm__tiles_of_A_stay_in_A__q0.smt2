; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:19:1
; property: image_within(gA_tiled, M*K)
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 1 of 16
; expected: unsat
; cute-prover obligation: image_within(((128,1),(32,1)):((K,0),(1,0)),K*M) range: 0 <= L(x) < K*M, L = ((128,1),(32,1)):((K,0),(1,0))
; expected: unsat (no counterexample exists)
; image_within(((128,1),(32,1)):((K,0),(1,0)),K*M) range: 0 <= L(x) < K*M, L = ((128,1),(32,1)):((K,0),(1,0))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun x2!2 () Int)
(declare-fun x3!3 () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let (($t1 (= 1 1)))
 (let ((?t2 (+ (* 32 x0!0) (* 0 x1!1) x2!2 (* 0 x3!3))))
 (and (and $t0 $t0 $t0 $t1 $t1) (and (and (>= x0!0 0) (< x0!0 128) (>= x1!1 0) (< x1!1 1) (>= x2!2 0) (< x2!2 32) (>= x3!3 0) (< x3!3 1)) (or (< ?t2 0) (>= ?t2 4096))) (>= (* 128 |N#q|) 1))))))
(check-sat)
