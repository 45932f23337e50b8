; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_tma_multicast.cute:11:1
; property: bijective(((BM/CS, BK), CS):((1, BM), BM))
; assume: BM in {64,128,256} && BK in {32,64} && CS in {1,2,4}
; query 1 of 2
; expected: sat
; cute-prover obligation: bijective(((BM/CS,BK),CS):((1,BM),BM)) injective: L(x) != L(y) for x != y, L = ((BM/CS,BK),CS):((1,BM),BM)
; expected: unsat (no counterexample exists)
; bijective(((BM/CS,BK),CS):((1,BM),BM)) injective: L(x) != L(y) for x != y, L = ((BM/CS,BK),CS):((1,BM),BM)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun BM () Int)
(declare-fun BK () Int)
(declare-fun CS () Int)
(declare-fun x0!1 () Int)
(declare-fun div!0 () Int)
(declare-fun x1!2 () Int)
(declare-fun x2!3 () Int)
(declare-fun y0!4 () Int)
(declare-fun y1!5 () Int)
(declare-fun y2!6 () Int)
(assert
 (let (($t0 (>= div!0 1)))
 (let (($t1 (>= BK 1)))
 (let (($t2 (>= CS 1)))
 (let ((?t3 (* CS div!0)))
 (let ((?t4 (+ ?t3 CS)))
 (and (and (or (= BM 64) (= BM 128) (= BM 256)) (or (= BK 32) (= BK 64)) (or (= CS 1) (= CS 2) (= CS 4))) (and (and (>= x0!1 0) $t0 (< x0!1 div!0) (>= x1!2 0) $t1 (< x1!2 BK) (>= x2!3 0) $t2 (< x2!3 CS)) (and (>= y0!4 0) $t0 (< y0!4 div!0) (>= y1!5 0) $t1 (< y1!5 BK) (>= y2!6 0) $t2 (< y2!6 CS)) (or (not (= x0!1 y0!4)) (not (= x1!2 y1!5)) (not (= x2!3 y2!6))) (= (+ x0!1 (* BM x1!2) (* BM x2!3)) (+ y0!4 (* BM y1!5) (* BM y2!6)))) (=> (> CS 0) (and (<= ?t3 BM) (< BM ?t4))) (=> (< CS 0) (and (>= ?t3 BM) (> BM ?t4))))))))))
(check-sat)
