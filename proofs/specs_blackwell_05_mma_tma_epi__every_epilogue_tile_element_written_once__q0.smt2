; cute-prover 0.1.0 proof obligation
; source: specs/blackwell_05_mma_tma_epi.cute:61:1
; property: bijective(tTR_cD) && size(tTR_cD) == 128*64
; assume: M % 256 == 0 && N % 256 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/256 && bn < N/256
; query 1 of 3
; expected: unsat
; cute-prover obligation: bijective(((32,4),(1,1),(1,64)):((1,32),(0,0),(0,128))) injective: L(x) != L(y) for x != y, L = ((32,4),(1,1),(1,64)):((1,32),(0,0),(0,128))
; expected: unsat (no counterexample exists)
; bijective(((32,4),(1,1),(1,64)):((1,32),(0,0),(0,128))) injective: L(x) != L(y) for x != y, L = ((32,4),(1,1),(1,64)):((1,32),(0,0),(0,128))
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
(declare-fun x5!5 () Int)
(declare-fun y0!6 () Int)
(declare-fun y1!7 () Int)
(declare-fun y2!8 () Int)
(declare-fun y3!9 () Int)
(declare-fun y4!10 () Int)
(declare-fun y5!11 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 256 |M#q|)))
 (let ((?t2 (* 256 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and (and (>= x0!0 0) (< x0!0 32) (>= x1!1 0) (< x1!1 4) (>= x2!2 0) (< x2!2 1) (>= x3!3 0) (< x3!3 1) (>= x4!4 0) (< x4!4 1) (>= x5!5 0) (< x5!5 64)) (and (>= y0!6 0) (< y0!6 32) (>= y1!7 0) (< y1!7 4) (>= y2!8 0) (< y2!8 1) (>= y3!9 0) (< y3!9 1) (>= y4!10 0) (< y4!10 1) (>= y5!11 0) (< y5!11 64)) (or (not (= x0!0 y0!6)) (not (= x1!1 y1!7)) (not (= x2!2 y2!8)) (not (= x3!3 y3!9)) (not (= x4!4 y4!10)) (not (= x5!5 y5!11))) (= (+ x0!0 (* 32 x1!1) (* 0 x2!2) (* 0 x3!3) (* 0 x4!4) (* 128 x5!5)) (+ y0!6 (* 32 y1!7) (* 0 y2!8) (* 0 y3!9) (* 0 y4!10) (* 128 y5!11)))) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1)))))))
(check-sat)
