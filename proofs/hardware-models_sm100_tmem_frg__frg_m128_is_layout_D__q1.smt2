; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_frg.cute:15:1
; property: injective(frg_m128) && (forall m in [0,128), n in [0,N): frg_m128(m,n) == m + 128*n)
; assume: N % 8 == 0 && 8 <= N && N <= 256
; query 2 of 2
; expected: unsat
; cute-prover obligation: forall forall: frg_m128(m,n) == (m + (128 * n))
; expected: unsat (no counterexample exists)
; forall forall: frg_m128(m,n) == (m + (128 * n))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun n () Int)
(declare-fun m () Int)
(declare-fun |N#q| () Int)
(assert
 (let ((?t0 (* 128 n)))
(let ((?t1 (+ m ?t0)))
(let (($t2 (= ?t1 ?t1)))
(let (($t3 (not $t2)))
(let ((?t4 (* 8 |N#q|)))
(let (($t5 (< n ?t4)))
(let (($t6 (<= 0 n)))
(let (($t7 (< m 128)))
(let (($t8 (<= 0 m)))
(let (($t9 (and $t8 $t7 $t6 $t5)))
(let (($t10 (and $t9 $t3)))
(let (($t11 (<= ?t4 256)))
(let (($t12 (<= 8 ?t4)))
(let (($t13 (= 0 0)))
(let (($t14 (and $t13 $t12 $t11)))
(and $t14 $t10)))))))))))))))))
(check-sat)
