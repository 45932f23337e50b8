; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_frg.cute:16:1
; property: injective(frg_m128) && (forall m in [0,128), n in [0,N): frg_m128(m,n) == m + 128*n)
; assume: N % 8 == 0 && 8 <= N && N <= 256 || N == 4
; query 2 of 2
; expected: unsat
; cute-prover obligation: forall forall: frg_m128(m,n) == (m + (128 * n))
; expected: unsat (no counterexample exists)
; forall forall: frg_m128(m,n) == (m + (128 * n))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun N () Int)
(declare-fun div!0 () Int)
(declare-fun m () Int)
(declare-fun n () Int)
(assert
 (let ((?t0 (* 8 div!0)))
 (let ((?t1 (+ m (* 128 n))))
 (and (and (or (and (= (- N ?t0) 0) (<= 8 N) (<= N 256)) (= N 4))) (and (and (<= 0 m) (< m 128) (<= 0 n) (< n N)) (not (= ?t1 ?t1))) (>= N 1) (<= ?t0 N) (< N (+ ?t0 8))))))
(check-sat)
