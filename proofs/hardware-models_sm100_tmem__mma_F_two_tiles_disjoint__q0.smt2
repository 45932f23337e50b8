; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:243:1
; property: forall m in [0,64), n in [0,256): (sm100.tcgen05.mma.m64n256.F(m,n) / 65536) % 32 < 16 && ((16*65536 + sm100.tcgen05.mma.m64n256.F(m,n)) / 65536) % 32 >= 16
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: (((sm100.tcgen05.mma.m64n256.F(m,n) / 65536) % 32) < 16) && (((((16 * 65536) + sm100.tcgen05.mma.m64n256.F(m,n)) / 65536) % 32) >= 16)
; expected: unsat (no counterexample exists)
; forall forall: (((sm100.tcgen05.mma.m64n256.F(m,n) / 65536) % 32) < 16) && (((((16 * 65536) + sm100.tcgen05.mma.m64n256.F(m,n)) / 65536) % 32) >= 16)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun m () Int)
(declare-fun n () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(declare-fun div!3 () Int)
(declare-fun div!4 () Int)
(declare-fun div!0 () Int)
(assert
 (let ((?t0 (* 32 div!2)))
 (let ((?t1 (* 32 div!4)))
 (let ((?t2 (* 16 div!0)))
 (let ((?t3 (* 65536 div!1)))
 (let ((?t4 (* 65536 (- m ?t2))))
 (let ((?t5 (* 2097152 div!0)))
 (let ((?t6 (+ n ?t4 ?t5)))
 (let ((?t7 (* 65536 div!3)))
 (let ((?t8 (+ n ?t4 ?t5 1048576)))
 (and true (and (and (<= 0 m) (< m 64) (<= 0 n) (< n 256)) (not (and (< (- div!1 ?t0) 16) (>= (- div!3 ?t1) 16)))) (<= ?t2 m) (< m (+ ?t2 16)) (<= ?t3 ?t6) (< ?t6 (+ ?t3 65536)) (<= ?t0 div!1) (< div!1 (+ ?t0 32)) (<= ?t7 ?t8) (< ?t8 (+ ?t7 65536)) (<= ?t1 div!3) (< div!3 (+ ?t1 32)))))))))))))
(check-sat)
