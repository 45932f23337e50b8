; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_tma_multicast.cute:9:1
; property: forall k in [0,CS), r in [0,BM/CS): k*(BM/CS) + r < BM
; assume: BM in {64,128,256} && BK in {32,64} && CS in {1,2,4}
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((k * (BM / CS)) + r) < BM
; expected: unsat (no counterexample exists)
; forall forall: ((k * (BM / CS)) + r) < BM
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun BM () Int)
(declare-fun BK () Int)
(declare-fun CS () Int)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun div!0 () Int)
(assert
 (let ((?t0 (* CS div!0)))
 (let ((?t1 (+ ?t0 CS)))
 (and (and (or (= BM 64) (= BM 128) (= BM 256)) (or (= BK 32) (= BK 64)) (or (= CS 1) (= CS 2) (= CS 4))) (and (and (<= 0 k) (< k CS) (<= 0 r) (< r div!0)) (not (< (+ (* k div!0) r) BM))) (=> (> CS 0) (and (<= ?t0 BM) (< BM ?t1))) (=> (< CS 0) (and (>= ?t0 BM) (> BM ?t1)))))))
(check-sat)
