; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:35:1
; property: covers(tiledC, (32,16))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 2 of 3
; expected: unsat
; cute-prover obligation: covers(((4,8,2,2),((2,2),(1,1))):((64,1,16,256),((32,8),(0,0))),(32,16)) injective: L(x) != L(y) for x != y, L = ((4,8,2,2),((2,2),(1,1))):((64,1,16,256),((32,8),(0,0)))
; expected: unsat (no counterexample exists)
; covers(((4,8,2,2),((2,2),(1,1))):((64,1,16,256),((32,8),(0,0))),(32,16)) injective: L(x) != L(y) for x != y, L = ((4,8,2,2),((2,2),(1,1))):((64,1,16,256),((32,8),(0,0)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun x2!2 () Int)
(declare-fun x3!3 () Int)
(declare-fun x4!4 () Int)
(declare-fun x5!5 () Int)
(declare-fun x6!6 () Int)
(declare-fun x7!7 () Int)
(declare-fun y0!8 () Int)
(declare-fun y1!9 () Int)
(declare-fun y2!10 () Int)
(declare-fun y3!11 () Int)
(declare-fun y4!12 () Int)
(declare-fun y5!13 () Int)
(declare-fun y6!14 () Int)
(declare-fun y7!15 () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (and (and $t0 $t0 $t0) (and (and (>= x0!0 0) (< x0!0 4) (>= x1!1 0) (< x1!1 8) (>= x2!2 0) (< x2!2 2) (>= x3!3 0) (< x3!3 2) (>= x4!4 0) (< x4!4 2) (>= x5!5 0) (< x5!5 2) (>= x6!6 0) (< x6!6 1) (>= x7!7 0) (< x7!7 1)) (and (>= y0!8 0) (< y0!8 4) (>= y1!9 0) (< y1!9 8) (>= y2!10 0) (< y2!10 2) (>= y3!11 0) (< y3!11 2) (>= y4!12 0) (< y4!12 2) (>= y5!13 0) (< y5!13 2) (>= y6!14 0) (< y6!14 1) (>= y7!15 0) (< y7!15 1)) (or (not (= x0!0 y0!8)) (not (= x1!1 y1!9)) (not (= x2!2 y2!10)) (not (= x3!3 y3!11)) (not (= x4!4 y4!12)) (not (= x5!5 y5!13)) (not (= x6!6 y6!14)) (not (= x7!7 y7!15))) (= (+ (* 64 x0!0) x1!1 (* 16 x2!2) (* 256 x3!3) (* 32 x4!4) (* 8 x5!5) (* 0 x6!6) (* 0 x7!7)) (+ (* 64 y0!8) y1!9 (* 16 y2!10) (* 256 y3!11) (* 32 y4!12) (* 8 y5!13) (* 0 y6!14) (* 0 y7!15)))) (>= (* 128 |M#q|) 1) (>= (* 128 |N#q|) 1) (>= (* 32 |K#q|) 1))))
(check-sat)
