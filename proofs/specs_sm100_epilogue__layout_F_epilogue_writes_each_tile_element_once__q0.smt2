; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:54:1
; property: bijective(tTR_cD_F) && size(tTR_cD_F) == 64*256
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 1 of 3
; expected: unsat
; cute-prover obligation: bijective(((4,8,4),((2,64),1),(1,1)):((64,1,16),((8,256),0),(0,0))) injective: L(x) != L(y) for x != y, L = ((4,8,4),((2,64),1),(1,1)):((64,1,16),((8,256),0),(0,0))
; expected: unsat (no counterexample exists)
; bijective(((4,8,4),((2,64),1),(1,1)):((64,1,16),((8,256),0),(0,0))) injective: L(x) != L(y) for x != y, L = ((4,8,4),((2,64),1),(1,1)):((64,1,16),((8,256),0),(0,0))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun M () Int)
(declare-fun N () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
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
 (and (and (<= 1 M) (<= M 1048576) (<= 1 N) (<= N 1048576) (<= 0 bm) (< (* 128 bm) M) (<= 0 bn) (< (* 256 bn) N)) (and (and (>= x0!0 0) (< x0!0 4) (>= x1!1 0) (< x1!1 8) (>= x2!2 0) (< x2!2 4) (>= x3!3 0) (< x3!3 2) (>= x4!4 0) (< x4!4 64) (>= x5!5 0) (< x5!5 1) (>= x6!6 0) (< x6!6 1) (>= x7!7 0) (< x7!7 1)) (and (>= y0!8 0) (< y0!8 4) (>= y1!9 0) (< y1!9 8) (>= y2!10 0) (< y2!10 4) (>= y3!11 0) (< y3!11 2) (>= y4!12 0) (< y4!12 64) (>= y5!13 0) (< y5!13 1) (>= y6!14 0) (< y6!14 1) (>= y7!15 0) (< y7!15 1)) (or (not (= x0!0 y0!8)) (not (= x1!1 y1!9)) (not (= x2!2 y2!10)) (not (= x3!3 y3!11)) (not (= x4!4 y4!12)) (not (= x5!5 y5!13)) (not (= x6!6 y6!14)) (not (= x7!7 y7!15))) (= (+ (* 64 x0!0) x1!1 (* 16 x2!2) (* 8 x3!3) (* 256 x4!4) (* 0 x5!5) (* 0 x6!6) (* 0 x7!7)) (+ (* 64 y0!8) y1!9 (* 16 y2!10) (* 8 y3!11) (* 256 y4!12) (* 0 y5!13) (* 0 y6!14) (* 0 y7!15))))))
(check-sat)
