; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_tma_multicast.cute:8:1
; property: bijective(slices) && size(slices) == BM*BK
; assume: BM in {64,128,256} && BK in {32,64} && CS in {1,2,4}
; query 2 of 3
; expected: unsat
; cute-prover obligation: bijective(((BM/CS,BK),CS):((1,BM),BM/CS)) range: 0 <= L(x) < BK*CS*(BM/CS), L = ((BM/CS,BK),CS):((1,BM),BM/CS)
; expected: unsat (no counterexample exists)
; bijective(((BM/CS,BK),CS):((1,BM),BM/CS)) range: 0 <= L(x) < BK*CS*(BM/CS), L = ((BM/CS,BK),CS):((1,BM),BM/CS)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun BM () Int)
(declare-fun BK () Int)
(declare-fun CS () Int)
(declare-fun x0!7 () Int)
(declare-fun div!0 () Int)
(declare-fun x1!8 () Int)
(declare-fun x2!9 () Int)
(assert
 (let ((?t0 (+ x0!7 (* BM x1!8) (* div!0 x2!9))))
 (let ((?t1 (* CS div!0)))
 (let ((?t2 (+ ?t1 CS)))
 (and (and (or (= BM 64) (= BM 128) (= BM 256)) (or (= BK 32) (= BK 64)) (or (= CS 1) (= CS 2) (= CS 4))) (and (and (>= x0!7 0) (>= div!0 1) (< x0!7 div!0) (>= x1!8 0) (>= BK 1) (< x1!8 BK) (>= x2!9 0) (>= CS 1) (< x2!9 CS)) (or (< ?t0 0) (>= ?t0 (* BK CS div!0)))) (=> (> CS 0) (and (<= ?t1 BM) (< BM ?t2))) (=> (< CS 0) (and (>= ?t1 BM) (> BM ?t2))))))))
(check-sat)
