; cute-prover 0.1.0 proof obligation
; source: specs/blackwell_05_mma_tma_epi.cute:32:1
; property: bijective(sA_layout) && bijective(sB_layout) && size(sA_layout) == 128*64 && size(sB_layout) == 128*64
; assume: M % 256 == 0 && N % 256 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/256 && bn < N/256
; query 1 of 6
; expected: unsat
; cute-prover obligation: bijective(Sw<3,3,3> o 0 o ((128,16),1,4):((64,1),0,16)) injective: L(x) != L(y) for x != y, L = Sw<3,3,3> o 0 o ((128,16),1,4):((64,1),0,16)
; expected: unsat (no counterexample exists)
; bijective(Sw<3,3,3> o 0 o ((128,16),1,4):((64,1),0,16)) injective: L(x) != L(y) for x != y, L = Sw<3,3,3> o 0 o ((128,16),1,4):((64,1),0,16)
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
(declare-fun y0!4 () Int)
(declare-fun y1!5 () Int)
(declare-fun y2!6 () Int)
(declare-fun y3!7 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 256 |M#q|)))
 (let ((?t2 (* 256 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and (and (>= x0!0 0) (< x0!0 128) (>= x1!1 0) (< x1!1 16) (>= x2!2 0) (< x2!2 1) (>= x3!3 0) (< x3!3 4)) (and (>= y0!4 0) (< y0!4 128) (>= y1!5 0) (< y1!5 16) (>= y2!6 0) (< y2!6 1) (>= y3!7 0) (< y3!7 4)) (or (not (= x0!0 y0!4)) (not (= x1!1 y1!5)) (not (= x2!2 y2!6)) (not (= x3!3 y3!7))) (= (+ (* 64 x0!0) x1!1 (* 0 x2!2) (* 16 x3!3)) (+ (* 64 y0!4) y1!5 (* 0 y2!6) (* 16 y3!7)))) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1)))))))
(check-sat)
