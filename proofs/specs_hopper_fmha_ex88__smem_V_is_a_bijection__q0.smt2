; cute-prover 0.1.0 proof obligation
; source: specs/hopper_fmha_ex88.cute:34:1
; property: bijective(sV)
; assume: S % 128 == 0 && S <= 1048576 && 1 <= H && H <= 128 && bq < S/128
; query 1 of 2
; expected: unsat
; cute-prover obligation: bijective(Sw<3,3,3> o 0 o ((64,2),(8,16),(1,5)):((1,512),(64,1024),(0,16384))) injective: L(x) != L(y) for x != y, L = Sw<3,3,3> o 0 o ((64,2),(8,16),(1,5)):((1,512),(64,1024),(0,16384))
; expected: unsat (no counterexample exists)
; bijective(Sw<3,3,3> o 0 o ((64,2),(8,16),(1,5)):((1,512),(64,1024),(0,16384))) injective: L(x) != L(y) for x != y, L = Sw<3,3,3> o 0 o ((64,2),(8,16),(1,5)):((1,512),(64,1024),(0,16384))
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
(declare-fun y0!6 () Int)
(declare-fun y1!7 () Int)
(declare-fun y2!8 () Int)
(declare-fun y3!9 () Int)
(declare-fun y4!10 () Int)
(declare-fun y5!11 () Int)
(assert
 (let ((?t0 (* 128 |S#q|)))
 (and (and (= 0 0) (<= ?t0 1048576) (<= 1 H) (<= H 128) (< bq |S#q|)) (and (and (>= x0!0 0) (< x0!0 64) (>= x1!1 0) (< x1!1 2) (>= x2!2 0) (< x2!2 8) (>= x3!3 0) (< x3!3 16) (>= x4!4 0) (< x4!4 1) (>= x5!5 0) (< x5!5 5)) (and (>= y0!6 0) (< y0!6 64) (>= y1!7 0) (< y1!7 2) (>= y2!8 0) (< y2!8 8) (>= y3!9 0) (< y3!9 16) (>= y4!10 0) (< y4!10 1) (>= y5!11 0) (< y5!11 5)) (or (not (= x0!0 y0!6)) (not (= x1!1 y1!7)) (not (= x2!2 y2!8)) (not (= x3!3 y3!9)) (not (= x4!4 y4!10)) (not (= x5!5 y5!11))) (= (+ x0!0 (* 512 x1!1) (* 64 x2!2) (* 1024 x3!3) (* 0 x4!4) (* 16384 x5!5)) (+ y0!6 (* 512 y1!7) (* 64 y2!8) (* 1024 y3!9) (* 0 y4!10) (* 16384 y5!11)))) (>= ?t0 1) (>= bq 1))))
(check-sat)
