; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_tma_multicast.cute:8:1
; property: bijective(slices) && size(slices) == BM*BK
; assume: BM in {64,128,256} && BK in {32,64} && CS in {1,2,4}
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(slices) == (BM * BK)
; expected: unsat (no counterexample exists)
; condition condition: size(slices) == (BM * BK)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun BM () Int)
(declare-fun BK () Int)
(declare-fun CS () Int)
(declare-fun div!0 () Int)
(assert
 (let ((?t0 (* CS div!0)))
 (let ((?t1 (+ ?t0 CS)))
 (and (and (or (= BM 64) (= BM 128) (= BM 256)) (or (= BK 32) (= BK 64)) (or (= CS 1) (= CS 2) (= CS 4))) (and true (not (= (* BK CS div!0) (* BK BM)))) (=> (> CS 0) (and (<= ?t0 BM) (< BM ?t1))) (=> (< CS 0) (and (>= ?t0 BM) (> BM ?t1)))))))
(check-sat)
