; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:239:1
; property: forall m in [0,64), n in [0,256): sm100.tcgen05.mma.m64n256.F(m,n) == (m%16 + 32*(m/16))*65536 + n
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: sm100.tcgen05.mma.m64n256.F(m,n) == ((((m % 16) + (32 * (m / 16))) * 65536) + n)
; expected: unsat (no counterexample exists)
; forall forall: sm100.tcgen05.mma.m64n256.F(m,n) == ((((m % 16) + (32 * (m / 16))) * 65536) + n)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun m () Int)
(declare-fun n () Int)
(declare-fun div!0 () Int)
(assert
 (let ((?t0 (* 16 div!0)))
 (let ((?t1 (+ n (* 65536 (- m ?t0)) (* 2097152 div!0))))
 (and true (and (and (<= 0 m) (< m 64) (<= 0 n) (< n 256)) (not (= ?t1 ?t1))) (<= ?t0 m) (< m (+ ?t0 16))))))
(check-sat)
