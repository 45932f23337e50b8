; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_umma_operands.cute:20:1
; property: bijective(C_2sm) && size(C_2sm) == M2*N2
; assume: M in {64,128} && N % 8 == 0 && 8 <= N && N <= 256 && K in {8,16,32}
; assume: M2 in {128,256} && N2 % 16 == 0 && 16 <= N2 && N2 <= 256 && K2 in {8,16,32}
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: 2*N2*(M2/2) == M2*N2
; expected: unsat (no counterexample exists)
; condition condition: 2*N2*(M2/2) == M2*N2
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun div!0 () Int)
(declare-fun M2 () Int)
(declare-fun |N2#q| () Int)
(declare-fun K2 () Int)
(declare-fun K () Int)
(declare-fun |N#q| () Int)
(declare-fun M () Int)
(assert
 (let ((?t0 (* 2 div!0)))
(let ((?t1 (+ ?t0 2)))
(let (($t2 (< M2 ?t1)))
(let (($t3 (<= ?t0 M2)))
(let ((?t4 (* 16 M2 |N2#q|)))
(let ((?t5 (* 32 |N2#q| div!0)))
(let (($t6 (= ?t5 ?t4)))
(let (($t7 (not $t6)))
(let (($t8 (and true $t7)))
(let (($t9 (= K2 32)))
(let (($t10 (= K2 16)))
(let (($t11 (= K2 8)))
(let (($t12 (or $t11 $t10 $t9)))
(let ((?t13 (* 16 |N2#q|)))
(let (($t14 (<= ?t13 256)))
(let (($t15 (<= 16 ?t13)))
(let (($t16 (= 0 0)))
(let (($t17 (= M2 256)))
(let (($t18 (= M2 128)))
(let (($t19 (or $t18 $t17)))
(let (($t20 (= K 32)))
(let (($t21 (= K 16)))
(let (($t22 (= K 8)))
(let (($t23 (or $t22 $t21 $t20)))
(let ((?t24 (* 8 |N#q|)))
(let (($t25 (<= ?t24 256)))
(let (($t26 (<= 8 ?t24)))
(let (($t27 (= M 128)))
(let (($t28 (= M 64)))
(let (($t29 (or $t28 $t27)))
(let (($t30 (and $t29 $t16 $t26 $t25 $t23 $t19 $t16 $t15 $t14 $t12)))
(and $t30 $t8 $t3 $t2)))))))))))))))))))))))))))))))))
(check-sat)
