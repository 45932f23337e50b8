; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_tma_box.cute:12:1
; property: forall bm in [0, ceil_div(M,BM) - 1), i in [0,BM): bm*BM + i < M
; assume: BM in {64,128,256} && BN in {16,32,64,128,256}
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((bm * BM) + i) < M
; expected: unsat (no counterexample exists)
; forall forall: ((bm * BM) + i) < M
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun BM () Int)
(declare-fun BN () Int)
(declare-fun bm () Int)
(declare-fun div!0 () Int)
(declare-fun i () Int)
(declare-fun M () Int)
(assert
 (let ((?t0 (* BM div!0)))
 (let ((?t1 (* (- 1) M)))
 (let ((?t2 (+ ?t0 BM)))
 (and (and (or (= BM 64) (= BM 128) (= BM 256)) (or (= BN 16) (= BN 32) (= BN 64) (= BN 128) (= BN 256))) (and (and (<= 0 bm) (< bm (+ (- div!0) (- 1))) (<= 0 i) (< i BM)) (not (< (+ (* BM bm) i) M))) (>= M 1) (=> (> BM 0) (and (<= ?t0 ?t1) (< ?t1 ?t2))) (=> (< BM 0) (and (>= ?t0 ?t1) (> ?t1 ?t2))))))))
(check-sat)
