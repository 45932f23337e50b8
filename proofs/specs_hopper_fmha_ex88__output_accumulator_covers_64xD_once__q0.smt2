; cute-prover 0.1.0 proof obligation
; source: specs/hopper_fmha_ex88.cute:26:1
; property: bijective(o_acc)
; assume: S % 128 == 0 && S <= 1048576 && 1 <= H && H <= 128 && bq < S/128
; query 1 of 2
; expected: unsat
; cute-prover obligation: bijective(((4,8,4),((2,2,16),(1,1))):((128,1,16),((64,8,512),(0,0)))) injective: L(x) != L(y) for x != y, L = ((4,8,4),((2,2,16),(1,1))):((128,1,16),((64,8,512),(0,0)))
; expected: unsat (no counterexample exists)
; bijective(((4,8,4),((2,2,16),(1,1))):((128,1,16),((64,8,512),(0,0)))) injective: L(x) != L(y) for x != y, L = ((4,8,4),((2,2,16),(1,1))):((128,1,16),((64,8,512),(0,0)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |S#q| () Int)
(declare-fun H () Int)
(declare-fun bq () Int)
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
(assert
 (let ((?t0 (* 128 |S#q|)))
 (and (and (= 0 0) (<= ?t0 1048576) (<= 1 H) (<= H 128) (< bq |S#q|)) (and (and (>= x0!0 0) (< x0!0 4) (>= x1!1 0) (< x1!1 8) (>= x2!2 0) (< x2!2 4) (>= x3!3 0) (< x3!3 2) (>= x4!4 0) (< x4!4 2) (>= x5!5 0) (< x5!5 16) (>= x6!6 0) (< x6!6 1) (>= x7!7 0) (< x7!7 1)) (and (>= y0!8 0) (< y0!8 4) (>= y1!9 0) (< y1!9 8) (>= y2!10 0) (< y2!10 4) (>= y3!11 0) (< y3!11 2) (>= y4!12 0) (< y4!12 2) (>= y5!13 0) (< y5!13 16) (>= y6!14 0) (< y6!14 1) (>= y7!15 0) (< y7!15 1)) (or (not (= x0!0 y0!8)) (not (= x1!1 y1!9)) (not (= x2!2 y2!10)) (not (= x3!3 y3!11)) (not (= x4!4 y4!12)) (not (= x5!5 y5!13)) (not (= x6!6 y6!14)) (not (= x7!7 y7!15))) (= (+ (* 128 x0!0) x1!1 (* 16 x2!2) (* 64 x3!3) (* 8 x4!4) (* 512 x5!5) (* 0 x6!6) (* 0 x7!7)) (+ (* 128 y0!8) y1!9 (* 16 y2!10) (* 64 y3!11) (* 8 y4!12) (* 512 y5!13) (* 0 y6!14) (* 0 y7!15)))) (>= ?t0 1) (>= bq 1))))
(check-sat)
