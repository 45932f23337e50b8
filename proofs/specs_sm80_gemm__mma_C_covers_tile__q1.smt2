; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:30:1
; property: covers(mmaC, (16,8))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 2 of 3
; expected: unsat
; cute-prover obligation: covers(((4,8),((2,2),(1,1))):((32,1),((16,8),(0,0))),(16,8)) injective: L(x) != L(y) for x != y, L = ((4,8),((2,2),(1,1))):((32,1),((16,8),(0,0)))
; expected: unsat (no counterexample exists)
; covers(((4,8),((2,2),(1,1))):((32,1),((16,8),(0,0))),(16,8)) injective: L(x) != L(y) for x != y, L = ((4,8),((2,2),(1,1))):((32,1),((16,8),(0,0)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun x2!2 () Int)
(declare-fun x3!3 () Int)
(declare-fun x4!4 () Int)
(declare-fun x5!5 () Int)
(declare-fun y0!6 () Int)
(declare-fun y1!7 () Int)
(declare-fun y2!8 () Int)
(declare-fun y3!9 () Int)
(declare-fun y4!10 () Int)
(declare-fun y5!11 () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (and (and $t0 $t0 $t0) (and (and (>= x0!0 0) (< x0!0 4) (>= x1!1 0) (< x1!1 8) (>= x2!2 0) (< x2!2 2) (>= x3!3 0) (< x3!3 2) (>= x4!4 0) (< x4!4 1) (>= x5!5 0) (< x5!5 1)) (and (>= y0!6 0) (< y0!6 4) (>= y1!7 0) (< y1!7 8) (>= y2!8 0) (< y2!8 2) (>= y3!9 0) (< y3!9 2) (>= y4!10 0) (< y4!10 1) (>= y5!11 0) (< y5!11 1)) (or (not (= x0!0 y0!6)) (not (= x1!1 y1!7)) (not (= x2!2 y2!8)) (not (= x3!3 y3!9)) (not (= x4!4 y4!10)) (not (= x5!5 y5!11))) (= (+ (* 32 x0!0) x1!1 (* 16 x2!2) (* 8 x3!3) (* 0 x4!4) (* 0 x5!5)) (+ (* 32 y0!6) y1!7 (* 16 y2!8) (* 8 y3!9) (* 0 y4!10) (* 0 y5!11)))) (>= (* 128 |M#q|) 1) (>= (* 128 |N#q|) 1) (>= (* 32 |K#q|) 1))))
(check-sat)
