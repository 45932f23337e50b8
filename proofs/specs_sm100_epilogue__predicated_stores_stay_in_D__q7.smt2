; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:38:1
; property: forall t in [0,128), v in [0,128), i in [0,2): !(128*bm + tTR_cD(t, v, i) % 128 < M && 256*bn + tTR_cD(t, v, i) / 128 < N) || offset_of(gD) + tTR_gD(t, v, i) < M*N
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 8 of 57
; expected: unsat
; cute-prover obligation: branch: N != 1
; expected: unsat (no counterexample exists)
; branch: N != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun N () Int)
(declare-fun bn () Int)
(declare-fun div!0 () Int)
(assert
 (let (($t0 (= N 1)))
 (let ((?t1 (* 256 div!0)))
 (let ((?t2 (* (- 1) N)))
 (and (and (<= 1 1) (<= 1 1048576) (<= 1 N) (<= N 1048576) (<= 0 0) (< 0 1) (<= 0 bn) (< (* 256 bn) N) (= 1 1) (not $t0) (not (= (- div!0) 1))) $t0 (<= ?t1 ?t2) (< ?t2 (+ ?t1 256)))))))
(check-sat)
