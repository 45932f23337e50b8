; cute-prover 0.1.0 proof obligation
; source: specs/blackwell_05_mma_tma_epi.cute:49:1
; property: injective(tCtAcc) && (forall m in [0,128), n in [0,256): tCtAcc(m + 128*n) == sm100.tcgen05.mma.cta2.m256n256.A(m, n))
; assume: M % 256 == 0 && N % 256 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/256 && bn < N/256
; query 1 of 2
; expected: unsat
; cute-prover obligation: injective(((128,256),1,1):((65536,1),0,0)) injective: L(x) != L(y) for x != y, L = ((128,256),1,1):((65536,1),0,0)
; expected: unsat (no counterexample exists)
; injective(((128,256),1,1):((65536,1),0,0)) injective: L(x) != L(y) for x != y, L = ((128,256),1,1):((65536,1),0,0)
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
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and (and (>= x0!0 0) (< x0!0 128) (>= x1!1 0) (< x1!1 256) (>= x2!2 0) (< x2!2 1) (>= x3!3 0) (< x3!3 1)) (and (>= y0!4 0) (< y0!4 128) (>= y1!5 0) (< y1!5 256) (>= y2!6 0) (< y2!6 1) (>= y3!7 0) (< y3!7 1)) (or (not (= x0!0 y0!4)) (not (= x1!1 y1!5)) (not (= x2!2 y2!6)) (not (= x3!3 y3!7))) (= (+ (* 65536 x0!0) x1!1 (* 0 x2!2) (* 0 x3!3)) (+ (* 65536 y0!4) y1!5 (* 0 y2!6) (* 0 y3!7)))) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1)))))))
(check-sat)
