; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_tma_box.cute:10:1
; property: forall bm in [0, ceil_div(M,BM)), bn in [0, ceil_div(N,BN)), i in [0,BM), j in [0,BN): !(bm*BM + i < M && bn*BN + j < N) || gC(bm*BM + i, bn*BN + j) < M*N
; assume: BM in {64,128,256} && BN in {16,32,64,128,256}
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: (!((((bm * BM) + i) < M) && (((bn * BN) + j) < N))) || (gC((bm * BM) + i,(bn * BN) + j) < (M * N))
; expected: unsat (no counterexample exists)
; forall forall: (!((((bm * BM) + i) < M) && (((bn * BN) + j) < N))) || (gC((bm * BM) + i,(bn * BN) + j) < (M * N))
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun BM () Int)
(declare-fun BN () Int)
(declare-fun bm () Int)
(declare-fun div!0 () Int)
(declare-fun bn () Int)
(declare-fun div!1 () Int)
(declare-fun i () Int)
(declare-fun j () Int)
(declare-fun M () Int)
(declare-fun N () Int)
(assert
 (let ((?t0 (* BM bm)))
 (let ((?t1 (* BM div!0)))
 (let ((?t2 (* (- 1) M)))
 (let ((?t3 (+ ?t1 BM)))
 (let ((?t4 (* BN div!1)))
 (let ((?t5 (* (- 1) N)))
 (let ((?t6 (+ ?t4 BN)))
 (and (and (or (= BM 64) (= BM 128) (= BM 256)) (or (= BN 16) (= BN 32) (= BN 64) (= BN 128) (= BN 256))) (and (and (<= 0 bm) (< bm (- div!0)) (<= 0 bn) (< bn (- div!1)) (<= 0 i) (< i BM) (<= 0 j) (< j BN)) (not (or (not (and (< (+ ?t0 i) M) (< (+ (* BN bn) j) N))) (< (+ (* BN M bn) ?t0 (* M j) i) (* M N))))) (>= M 1) (>= N 1) (=> (> BM 0) (and (<= ?t1 ?t2) (< ?t2 ?t3))) (=> (< BM 0) (and (>= ?t1 ?t2) (> ?t2 ?t3))) (=> (> BN 0) (and (<= ?t4 ?t5) (< ?t5 ?t6))) (=> (< BN 0) (and (>= ?t4 ?t5) (> ?t5 ?t6))))))))))))
(check-sat)
