; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:240:1
; property: forall m in [0,64), n in [0,256): sm100.tcgen05.mma.cta2.m128n256.B(m,n) == (m + 64*(n/128))*65536 + n%128
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: sm100.tcgen05.mma.cta2.m128n256.B(m,n) == (((m + (64 * (n / 128))) * 65536) + (n % 128))
; expected: unsat (no counterexample exists)
; forall forall: sm100.tcgen05.mma.cta2.m128n256.B(m,n) == (((m + (64 * (n / 128))) * 65536) + (n % 128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun m () Int)
(declare-fun n () Int)
(declare-fun div!0 () Int)
(assert
 (let ((?t0 (* 128 div!0)))
 (let ((?t1 (+ (* 65536 m) (- n ?t0) (* 4194304 div!0))))
 (and true (and (and (<= 0 m) (< m 64) (<= 0 n) (< n 256)) (not (= ?t1 ?t1))) (<= ?t0 n) (< n (+ ?t0 128))))))
(check-sat)
