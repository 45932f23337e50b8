; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:27:1
; property: bijective(tTR_cD) && size(tTR_cD) == 128*256
; query 1 of 3
; expected: unsat
; cute-prover obligation: bijective(((32,4),(128,1),(1,2)):((1,32),(128,0),(0,16384))) injective: L(x) != L(y) for x != y, L = ((32,4),(128,1),(1,2)):((1,32),(128,0),(0,16384))
; expected: unsat (no counterexample exists)
; bijective(((32,4),(128,1),(1,2)):((1,32),(128,0),(0,16384))) injective: L(x) != L(y) for x != y, L = ((32,4),(128,1),(1,2)):((1,32),(128,0),(0,16384))
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
(assert
 (and true (and (and (>= x0!0 0) (< x0!0 32) (>= x1!1 0) (< x1!1 4) (>= x2!2 0) (< x2!2 128) (>= x3!3 0) (< x3!3 1) (>= x4!4 0) (< x4!4 1) (>= x5!5 0) (< x5!5 2)) (and (>= y0!6 0) (< y0!6 32) (>= y1!7 0) (< y1!7 4) (>= y2!8 0) (< y2!8 128) (>= y3!9 0) (< y3!9 1) (>= y4!10 0) (< y4!10 1) (>= y5!11 0) (< y5!11 2)) (or (not (= x0!0 y0!6)) (not (= x1!1 y1!7)) (not (= x2!2 y2!8)) (not (= x3!3 y3!9)) (not (= x4!4 y4!10)) (not (= x5!5 y5!11))) (= (+ x0!0 (* 32 x1!1) (* 128 x2!2) (* 0 x3!3) (* 0 x4!4) (* 16384 x5!5)) (+ y0!6 (* 32 y1!7) (* 128 y2!8) (* 0 y3!9) (* 0 y4!10) (* 16384 y5!11))))))
(check-sat)
