; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:18:1
; property: bijective(gA_tiled)
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 1 of 20
; expected: unsat
; cute-prover obligation: bijective(((128,1),(32,1)):((K,0),(1,0))) injective: L(x) != L(y) for x != y, L = ((128,1),(32,1)):((K,0),(1,0))
; expected: unsat (no counterexample exists)
; bijective(((128,1),(32,1)):((K,0),(1,0))) injective: L(x) != L(y) for x != y, L = ((128,1),(32,1)):((K,0),(1,0))
(set-info :status unknown)
(set-logic QF_LIA)
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
 (let (($t1 (= 1 1)))
 (and (and $t0 $t0 $t0 $t1 $t1) (and (and (>= x0!0 0) (< x0!0 128) (>= x1!1 0) (< x1!1 1) (>= x2!2 0) (< x2!2 32) (>= x3!3 0) (< x3!3 1)) (and (>= y0!4 0) (< y0!4 128) (>= y1!5 0) (< y1!5 1) (>= y2!6 0) (< y2!6 32) (>= y3!7 0) (< y3!7 1)) (or (not (= x0!0 y0!4)) (not (= x1!1 y1!5)) (not (= x2!2 y2!6)) (not (= x3!3 y3!7))) (= (+ (* 32 x0!0) (* 0 x1!1) x2!2 (* 0 x3!3)) (+ (* 32 y0!4) (* 0 y1!5) y2!6 (* 0 y3!7)))) (>= (* 128 |N#q|) 1)))))
(check-sat)
