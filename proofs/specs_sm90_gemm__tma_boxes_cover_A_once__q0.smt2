; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:11:1
; property: bijective(gA_boxes)
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 1 of 2
; expected: unsat
; cute-prover obligation: bijective(((128,M/128),(64,K/64)):((K,128*K),(1,64))) injective: L(x) != L(y) for x != y, L = ((128,M/128),(64,K/64)):((K,128*K),(1,64))
; expected: unsat (no counterexample exists)
; bijective(((128,M/128),(64,K/64)):((K,128*K),(1,64))) injective: L(x) != L(y) for x != y, L = ((128,M/128),(64,K/64)):((K,128*K),(1,64))
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun |M#q| () Int)
(declare-fun x2!2 () Int)
(declare-fun x3!3 () Int)
(declare-fun |K#q| () Int)
(declare-fun y0!4 () Int)
(declare-fun y1!5 () Int)
(declare-fun y2!6 () Int)
(declare-fun y3!7 () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let (($t1 (>= |M#q| 1)))
 (let (($t2 (>= |K#q| 1)))
 (let ((?t3 (* 64 |K#q|)))
 (let ((?t4 (* 8192 |K#q|)))
 (and (and $t0 $t0 $t0) (and (and (>= x0!0 0) (< x0!0 128) (>= x1!1 0) $t1 (< x1!1 |M#q|) (>= x2!2 0) (< x2!2 64) (>= x3!3 0) $t2 (< x3!3 |K#q|)) (and (>= y0!4 0) (< y0!4 128) (>= y1!5 0) $t1 (< y1!5 |M#q|) (>= y2!6 0) (< y2!6 64) (>= y3!7 0) $t2 (< y3!7 |K#q|)) (or (not (= x0!0 y0!4)) (not (= x1!1 y1!5)) (not (= x2!2 y2!6)) (not (= x3!3 y3!7))) (= (+ (* ?t3 x0!0) (* ?t4 x1!1) x2!2 (* 64 x3!3)) (+ (* ?t3 y0!4) (* ?t4 y1!5) y2!6 (* 64 y3!7)))) (>= (* 128 |M#q|) 1) (>= (* 256 |N#q|) 1) (>= ?t3 1))))))))
(check-sat)
