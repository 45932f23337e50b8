; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:18:1
; property: bijective(gA_tiled)
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 12 of 20
; expected: unsat
; cute-prover obligation: bijective(((128,ceil_div(M,128)),(32,1)):((K,128*K),(1,0))) range: 0 <= L(x) < 4096*ceil_div(M,128), L = ((128,ceil_div(M,128)),(32,1)):((K,128*K),(1,0))
; expected: unsat (no counterexample exists)
; bijective(((128,ceil_div(M,128)),(32,1)):((K,128*K),(1,0))) range: 0 <= L(x) < 4096*ceil_div(M,128), L = ((128,ceil_div(M,128)),(32,1)):((K,128*K),(1,0))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun x0!8 () Int)
(declare-fun x1!9 () Int)
(declare-fun x2!10 () Int)
(declare-fun x3!11 () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (+ (* 32 x0!8) (* 4096 x1!9) x2!10 (* 0 x3!11))))
 (and (and $t0 $t0 $t0 (not (= |M#q| 1)) (= 1 1)) (and (and (>= x0!8 0) (< x0!8 128) (>= x1!9 0) (>= |M#q| 1) (< x1!9 |M#q|) (>= x2!10 0) (< x2!10 32) (>= x3!11 0) (< x3!11 1)) (or (< ?t1 0) (>= ?t1 (* 4096 |M#q|)))) (>= (* 128 |M#q|) 1) (>= (* 128 |N#q|) 1)))))
(check-sat)
