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
(declare-fun div!0 () Int)
(declare-fun m () Int)
(declare-fun n () Int)
(assert
 (let ((?t0 (* 16 div!0)))
(let ((?t1 (+ ?t0 16)))
(let (($t2 (< m ?t1)))
(let (($t3 (<= ?t0 m)))
(let ((?t4 (* 2097152 div!0)))
(let ((?t5 (- m ?t0)))
(let ((?t6 (* 65536 ?t5)))
(let ((?t7 (+ n ?t6 ?t4)))
(let (($t8 (= ?t7 ?t7)))
(let (($t9 (not $t8)))
(let (($t10 (< n 256)))
(let (($t11 (<= 0 n)))
(let (($t12 (< m 64)))
(let (($t13 (<= 0 m)))
(let (($t14 (and $t13 $t12 $t11 $t10)))
(let (($t15 (and $t14 $t9)))
(and true $t15 $t3 $t2))))))))))))))))))
(check-sat)
