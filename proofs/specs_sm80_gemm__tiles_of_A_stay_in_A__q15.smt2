; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:19:1
; property: image_within(gA_tiled, M*K)
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 16 of 16
; expected: unsat
; cute-prover obligation: image_within(((128,ceil_div(M,128)),(32,ceil_div(K,32))):((K,128*K),(1,32)),K*M) range: 0 <= L(x) < K*M, L = ((128,ceil_div(M,128)),(32,ceil_div(K,32))):((K,128*K),(1,32))
; expected: unsat (no counterexample exists)
; image_within(((128,ceil_div(M,128)),(32,ceil_div(K,32))):((K,128*K),(1,32)),K*M) range: 0 <= L(x) < K*M, L = ((128,ceil_div(M,128)),(32,ceil_div(K,32))):((K,128*K),(1,32))
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun |M#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun x2!2 () Int)
(declare-fun x3!3 () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 32 |K#q|)))
 (let ((?t2 (+ (* ?t1 x0!0) (* (* 4096 |K#q|) x1!1) x2!2 (* 32 x3!3))))
 (and (and $t0 $t0 $t0 (not (= |M#q| 1)) (not (= |K#q| 1))) (and (and (>= x0!0 0) (< x0!0 128) (>= x1!1 0) (>= |M#q| 1) (< x1!1 |M#q|) (>= x2!2 0) (< x2!2 32) (>= x3!3 0) (>= |K#q| 1) (< x3!3 |K#q|)) (or (< ?t2 0) (>= ?t2 (* 4096 |K#q| |M#q|)))) (>= (* 128 |M#q|) 1) (>= (* 128 |N#q|) 1) (>= ?t1 1))))))
(check-sat)
