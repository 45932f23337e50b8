; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_tma_box.cute:14:1
; property: forall r in [0,M): r / BM < M / BM
; assume: BM in {64,128,256} && BN in {16,32,64,128,256}
; query 1 of 1
; expected: sat
; cute-prover obligation: forall forall: (r / BM) < (M / BM)
; expected: unsat (no counterexample exists)
; forall forall: (r / BM) < (M / BM)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun BM () Int)
(declare-fun BN () Int)
(declare-fun r () Int)
(declare-fun M () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(assert
 (let (($t0 (> BM 0)))
 (let ((?t1 (* BM div!0)))
 (let ((?t2 (+ ?t1 BM)))
 (let (($t3 (< BM 0)))
 (let ((?t4 (* BM div!1)))
 (let ((?t5 (+ ?t4 BM)))
 (and (and (or (= BM 64) (= BM 128) (= BM 256)) (or (= BN 16) (= BN 32) (= BN 64) (= BN 128) (= BN 256))) (and (and (<= 0 r) (< r M)) (not (< div!0 div!1))) (>= M 1) (=> $t0 (and (<= ?t1 r) (< r ?t2))) (=> $t3 (and (>= ?t1 r) (> r ?t2))) (=> $t0 (and (<= ?t4 M) (< M ?t5))) (=> $t3 (and (>= ?t4 M) (> M ?t5)))))))))))
(check-sat)
