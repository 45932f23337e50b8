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
(declare-fun div!0 () Int)
(declare-fun n () Int)
(declare-fun m () Int)
(assert
 (let ((?t0 (* 128 div!0)))
(let ((?t1 (+ ?t0 128)))
(let (($t2 (< n ?t1)))
(let (($t3 (<= ?t0 n)))
(let ((?t4 (* 4194304 div!0)))
(let ((?t5 (- n ?t0)))
(let ((?t6 (* 65536 m)))
(let ((?t7 (+ ?t6 ?t5 ?t4)))
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
