; cute-prover 0.1.0 proof obligation
; source: specs/blackwell_05_mma_tma_epi.cute:17:1
; property: bijective(tC)
; assume: M % 256 == 0 && N % 256 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/256 && bn < N/256
; query 1 of 2
; expected: unsat
; cute-prover obligation: bijective((2,((128,256),(1,1))):(128,((1,256),(0,0)))) injective: L(x) != L(y) for x != y, L = (2,((128,256),(1,1))):(128,((1,256),(0,0)))
; expected: unsat (no counterexample exists)
; bijective((2,((128,256),(1,1))):(128,((1,256),(0,0)))) injective: L(x) != L(y) for x != y, L = (2,((128,256),(1,1))):(128,((1,256),(0,0)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun x2!2 () Int)
(declare-fun x3!3 () Int)
(declare-fun x4!4 () Int)
(declare-fun y0!5 () Int)
(declare-fun y1!6 () Int)
(declare-fun y2!7 () Int)
(declare-fun y3!8 () Int)
(declare-fun y4!9 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 256 |M#q|)))
 (let ((?t2 (* 256 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and (and (>= x0!0 0) (< x0!0 2) (>= x1!1 0) (< x1!1 128) (>= x2!2 0) (< x2!2 256) (>= x3!3 0) (< x3!3 1) (>= x4!4 0) (< x4!4 1)) (and (>= y0!5 0) (< y0!5 2) (>= y1!6 0) (< y1!6 128) (>= y2!7 0) (< y2!7 256) (>= y3!8 0) (< y3!8 1) (>= y4!9 0) (< y4!9 1)) (or (not (= x0!0 y0!5)) (not (= x1!1 y1!6)) (not (= x2!2 y2!7)) (not (= x3!3 y3!8)) (not (= x4!4 y4!9))) (= (+ (* 128 x0!0) x1!1 (* 256 x2!2) (* 0 x3!3) (* 0 x4!4)) (+ (* 128 y0!5) y1!6 (* 256 y2!7) (* 0 y3!8) (* 0 y4!9)))) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1)))))))
(check-sat)
