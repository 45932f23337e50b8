; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:238:1
; property: forall m in [0,128), n in [0,256): sm100.tcgen05.mma.m128n256.D(m,n) == m*65536 + n
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: sm100.tcgen05.mma.m128n256.D(m,n) == ((m * 65536) + n)
; expected: unsat (no counterexample exists)
; forall forall: sm100.tcgen05.mma.m128n256.D(m,n) == ((m * 65536) + n)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun m () Int)
(declare-fun n () Int)
(assert
 (let ((?t0 (+ (* 65536 m) n)))
 (and true (and (and (<= 0 m) (< m 128) (<= 0 n) (< n 256)) (not (= ?t0 ?t0))))))
(check-sat)
