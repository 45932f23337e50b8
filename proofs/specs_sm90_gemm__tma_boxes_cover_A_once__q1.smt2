; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:11:1
; property: bijective(gA_boxes)
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 2 of 2
; expected: unsat
; cute-prover obligation: bijective(((128,M/128),(64,K/64)):((K,128*K),(1,64))) range: 0 <= L(x) < 8192*(K/64)*(M/128), L = ((128,M/128),(64,K/64)):((K,128*K),(1,64))
; expected: unsat (no counterexample exists)
; bijective(((128,M/128),(64,K/64)):((K,128*K),(1,64))) range: 0 <= L(x) < 8192*(K/64)*(M/128), L = ((128,M/128),(64,K/64)):((K,128*K),(1,64))
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun x0!8 () Int)
(declare-fun x1!9 () Int)
(declare-fun |M#q| () Int)
(declare-fun x2!10 () Int)
(declare-fun x3!11 () Int)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 64 |K#q|)))
 (let ((?t2 (+ (* ?t1 x0!8) (* (* 8192 |K#q|) x1!9) x2!10 (* 64 x3!11))))
 (and (and $t0 $t0 $t0) (and (and (>= x0!8 0) (< x0!8 128) (>= x1!9 0) (>= |M#q| 1) (< x1!9 |M#q|) (>= x2!10 0) (< x2!10 64) (>= x3!11 0) (>= |K#q| 1) (< x3!11 |K#q|)) (or (< ?t2 0) (>= ?t2 (* 8192 |K#q| |M#q|)))) (>= (* 128 |M#q|) 1) (>= (* 256 |N#q|) 1) (>= ?t1 1))))))
(check-sat)
