; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_frg.cute:17:1
; property: injective(frg_m64) && (forall m in [0,64), n in [0,N): frg_m64(m,n) == m%16 + 32*(m/16) + 128*n)
; assume: N % 8 == 0 && 8 <= N && N <= 256 || N == 4
; query 2 of 2
; expected: unsat
; cute-prover obligation: forall forall: frg_m64(m,n) == (((m % 16) + (32 * (m / 16))) + (128 * n))
; expected: unsat (no counterexample exists)
; forall forall: frg_m64(m,n) == (((m % 16) + (32 * (m / 16))) + (128 * n))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun N () Int)
(declare-fun div!0 () Int)
(declare-fun m () Int)
(declare-fun n () Int)
(declare-fun div!7 () Int)
(assert
 (let ((?t0 (* 8 div!0)))
 (let ((?t1 (* 16 div!7)))
 (let ((?t2 (+ (* 128 n) (- m ?t1) (* 32 div!7))))
 (and (and (or (and (= (- N ?t0) 0) (<= 8 N) (<= N 256)) (= N 4))) (and (and (<= 0 m) (< m 64) (<= 0 n) (< n N)) (not (= ?t2 ?t2))) (>= N 1) (<= ?t0 N) (< N (+ ?t0 8)) (<= ?t1 m) (< m (+ ?t1 16)))))))
(check-sat)
