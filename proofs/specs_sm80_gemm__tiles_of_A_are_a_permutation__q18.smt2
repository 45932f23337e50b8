; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:18:1
; property: bijective(gA_tiled)
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 19 of 20
; expected: unsat
; cute-prover obligation: bijective(((128,ceil_div(M,128)),(32,ceil_div(K,32))):((K,128*K),(1,32))) injective: L(x) != L(y) for x != y, L = ((128,ceil_div(M,128)),(32,ceil_div(K,32))):((K,128*K),(1,32))
; expected: unsat (no counterexample exists)
; bijective(((128,ceil_div(M,128)),(32,ceil_div(K,32))):((K,128*K),(1,32))) injective: L(x) != L(y) for x != y, L = ((128,ceil_div(M,128)),(32,ceil_div(K,32))):((K,128*K),(1,32))
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun |M#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun x2!2 () Int)
(declare-fun x3!3 () Int)
(declare-fun y0!4 () Int)
(declare-fun y1!5 () Int)
(declare-fun y2!6 () Int)
(declare-fun y3!7 () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let (($t1 (>= |M#q| 1)))
 (let (($t2 (>= |K#q| 1)))
 (let ((?t3 (* 32 |K#q|)))
 (let ((?t4 (* 4096 |K#q|)))
 (and (and $t0 $t0 $t0 (not (= |M#q| 1)) (not (= |K#q| 1))) (and (and (>= x0!0 0) (< x0!0 128) (>= x1!1 0) $t1 (< x1!1 |M#q|) (>= x2!2 0) (< x2!2 32) (>= x3!3 0) $t2 (< x3!3 |K#q|)) (and (>= y0!4 0) (< y0!4 128) (>= y1!5 0) $t1 (< y1!5 |M#q|) (>= y2!6 0) (< y2!6 32) (>= y3!7 0) $t2 (< y3!7 |K#q|)) (or (not (= x0!0 y0!4)) (not (= x1!1 y1!5)) (not (= x2!2 y2!6)) (not (= x3!3 y3!7))) (= (+ (* ?t3 x0!0) (* ?t4 x1!1) x2!2 (* 32 x3!3)) (+ (* ?t3 y0!4) (* ?t4 y1!5) y2!6 (* 32 y3!7)))) (>= (* 128 |M#q|) 1) (>= (* 128 |N#q|) 1) (>= ?t3 1))))))))
(check-sat)
