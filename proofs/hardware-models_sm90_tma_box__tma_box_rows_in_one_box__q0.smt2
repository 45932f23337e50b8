; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_tma_box.cute:11:1
; property: forall bm in [0, ceil_div(M,BM)), i in [0,BM), b2 in [0, ceil_div(M,BM)), i2 in [0,BM): bm*BM + i != b2*BM + i2 || (bm == b2 && i == i2)
; assume: BM in {64,128,256} && BN in {16,32,64,128,256}
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: (((bm * BM) + i) != ((b2 * BM) + i2)) || ((bm == b2) && (i == i2))
; expected: unsat (no counterexample exists)
; forall forall: (((bm * BM) + i) != ((b2 * BM) + i2)) || ((bm == b2) && (i == i2))
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun BM () Int)
(declare-fun BN () Int)
(declare-fun bm () Int)
(declare-fun div!0 () Int)
(declare-fun i () Int)
(declare-fun b2 () Int)
(declare-fun i2 () Int)
(declare-fun M () Int)
(assert
 (let ((?t0 (- div!0)))
 (let ((?t1 (* BM div!0)))
 (let ((?t2 (* (- 1) M)))
 (let ((?t3 (+ ?t1 BM)))
 (and (and (or (= BM 64) (= BM 128) (= BM 256)) (or (= BN 16) (= BN 32) (= BN 64) (= BN 128) (= BN 256))) (and (and (<= 0 bm) (< bm ?t0) (<= 0 i) (< i BM) (<= 0 b2) (< b2 ?t0) (<= 0 i2) (< i2 BM)) (not (or (not (= (+ (* BM bm) i) (+ (* BM b2) i2))) (and (= bm b2) (= i i2))))) (>= M 1) (=> (> BM 0) (and (<= ?t1 ?t2) (< ?t2 ?t3))) (=> (< BM 0) (and (>= ?t1 ?t2) (> ?t2 ?t3)))))))))
(check-sat)
