; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_frg.cute:18:1
; property: injective(frg_2sm_m64) && (forall m in [0,64), n in [0,N): frg_2sm_m64(m,n) == m + 64*(n/(N/2)) + 128*(n%(N/2)))
; assume: N % 8 == 0 && 8 <= N && N <= 256 || N == 4
; query 2 of 2
; expected: unsat
; cute-prover obligation: forall forall: frg_2sm_m64(m,n) == ((m + (64 * (n / (N / 2)))) + (128 * (n % (N / 2))))
; expected: unsat (no counterexample exists)
; forall forall: frg_2sm_m64(m,n) == ((m + (64 * (n / (N / 2)))) + (128 * (n % (N / 2))))
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun N () Int)
(declare-fun div!1 () Int)
(declare-fun m () Int)
(declare-fun n () Int)
(declare-fun mod!9 () Int)
(declare-fun div!8 () Int)
(declare-fun mod!10 () Int)
(declare-fun div!0 () Int)
(assert
 (let ((?t0 (* 8 div!1)))
 (let ((?t1 (* 64 div!8)))
 (let ((?t2 (* 2 div!0)))
 (let ((?t3 (* div!0 div!8)))
 (let ((?t4 (+ ?t3 div!0)))
 (let (($t5 (not (= div!0 0))))
 (let ((?t6 (- n ?t3)))
 (and (and (or (and (= (- N ?t0) 0) (<= 8 N) (<= N 256)) (= N 4))) (and (and (<= 0 m) (< m 64) (<= 0 n) (< n N)) (not (= (+ m (* 128 mod!9) ?t1) (+ m (* 128 mod!10) ?t1)))) (>= N 1) (<= ?t2 N) (< N (+ ?t2 2)) (<= ?t0 N) (< N (+ ?t0 8)) (=> (> div!0 0) (and (<= ?t3 n) (< n ?t4))) (=> (< div!0 0) (and (>= ?t3 n) (> n ?t4))) (=> $t5 (= mod!9 ?t6)) (=> $t5 (= mod!10 ?t6)))))))))))
(check-sat)
