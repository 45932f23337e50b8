; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_tma_multicast.cute:8:1
; property: bijective(slices) && size(slices) == BM*BK
; assume: BM in {64,128,256} && BK in {32,64} && CS in {1,2,4}
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: BK*CS*(BM/CS) == BK*BM
; expected: unsat (no counterexample exists)
; condition condition: BK*CS*(BM/CS) == BK*BM
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun CS () Int)
(declare-fun div!0 () Int)
(declare-fun BM () Int)
(declare-fun BK () Int)
(assert
 (let ((?t0 (* CS div!0)))
(let ((?t1 (+ ?t0 CS)))
(let (($t2 (> BM ?t1)))
(let (($t3 (>= ?t0 BM)))
(let (($t4 (and $t3 $t2)))
(let (($t5 (< CS 0)))
(let (($t6 (=> $t5 $t4)))
(let (($t7 (< BM ?t1)))
(let (($t8 (<= ?t0 BM)))
(let (($t9 (and $t8 $t7)))
(let (($t10 (> CS 0)))
(let (($t11 (=> $t10 $t9)))
(let ((?t12 (* BK BM)))
(let ((?t13 (* BK CS div!0)))
(let (($t14 (= ?t13 ?t12)))
(let (($t15 (not $t14)))
(let (($t16 (and true $t15)))
(let (($t17 (= CS 4)))
(let (($t18 (= CS 2)))
(let (($t19 (= CS 1)))
(let (($t20 (or $t19 $t18 $t17)))
(let (($t21 (= BK 64)))
(let (($t22 (= BK 32)))
(let (($t23 (or $t22 $t21)))
(let (($t24 (= BM 256)))
(let (($t25 (= BM 128)))
(let (($t26 (= BM 64)))
(let (($t27 (or $t26 $t25 $t24)))
(let (($t28 (and $t27 $t23 $t20)))
(and $t28 $t16 $t11 $t6)))))))))))))))))))))))))))))))
(check-sat)
