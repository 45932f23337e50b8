; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:39:1
; property: forall t in [0,128), v in [0,128), i in [0,2): offset_of(gD) + tTR_gD(t, v, i) == (128*bm + tTR_cD(t, v, i) % 128)*N + 256*bn + tTR_cD(t, v, i) / 128
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 43 of 57
; expected: unsat
; cute-prover obligation: branch: N != 1
; expected: unsat (no counterexample exists)
; branch: N != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun M () Int)
(declare-fun N () Int)
(declare-fun bm () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(assert
 (let (($t0 (= N 1)))
 (let ((?t1 (* 128 div!0)))
 (let ((?t2 (* (- 1) M)))
 (let ((?t3 (* 256 div!1)))
 (let ((?t4 (* (- 1) N)))
 (and (and (<= 1 M) (<= M 1048576) (<= 1 N) (<= N 1048576) (<= 0 bm) (< (* 128 bm) M) (<= 0 0) (< 0 N) (not (= M 1)) (not (= (- div!0) 1)) (not $t0) (= (- div!1) 1)) $t0 (<= ?t1 ?t2) (< ?t2 (+ ?t1 128)) (<= ?t3 ?t4) (< ?t4 (+ ?t3 256)))))))))
(check-sat)
