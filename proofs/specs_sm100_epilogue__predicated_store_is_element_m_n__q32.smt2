; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:39:1
; property: forall t in [0,128), v in [0,128), i in [0,2): offset_of(gD) + tTR_gD(t, v, i) == (128*bm + tTR_cD(t, v, i) % 128)*N + 256*bn + tTR_cD(t, v, i) / 128
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 33 of 57
; expected: unsat
; cute-prover obligation: branch: 32*N != 1
; expected: unsat (no counterexample exists)
; branch: 32*N != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun M () Int)
(declare-fun N () Int)
(declare-fun bn () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(assert
 (let ((?t0 (* 128 div!0)))
 (let ((?t1 (* (- 1) M)))
 (let ((?t2 (* 256 div!1)))
 (let ((?t3 (* (- 1) N)))
 (and (and (<= 1 M) (<= M 1048576) (<= 1 N) (<= N 1048576) (<= 0 0) (< 0 M) (<= 0 bn) (< (* 256 bn) N) (not (= M 1)) (= (- div!0) 1) (not (= N 1)) (not (= (- div!1) 1))) (= (* 32 N) 1) (<= ?t0 ?t1) (< ?t1 (+ ?t0 128)) (<= ?t2 ?t3) (< ?t3 (+ ?t2 256))))))))
(check-sat)
