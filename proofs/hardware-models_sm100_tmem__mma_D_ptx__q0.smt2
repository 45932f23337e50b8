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
(declare-fun n () Int)
(declare-fun m () Int)
(assert
 (let ((?t0 (* 65536 m)))
(let ((?t1 (+ ?t0 n)))
(let (($t2 (= ?t1 ?t1)))
(let (($t3 (not $t2)))
(let (($t4 (< n 256)))
(let (($t5 (<= 0 n)))
(let (($t6 (< m 128)))
(let (($t7 (<= 0 m)))
(let (($t8 (and $t7 $t6 $t5 $t4)))
(let (($t9 (and $t8 $t3)))
(and true $t9))))))))))))
(check-sat)
