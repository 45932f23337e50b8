; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_umma_operands.cute:19:1
; property: bijective(B_2sm) && size(B_2sm) == N2*K2
; assume: M in {64,128} && N % 8 == 0 && 8 <= N && N <= 256 && K in {8,16,32}
; assume: M2 in {128,256} && N2 % 16 == 0 && 16 <= N2 && N2 <= 256 && K2 in {8,16,32}
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: 2*K2*(N2/2) == K2*N2
; expected: unsat (no counterexample exists)
; condition condition: 2*K2*(N2/2) == K2*N2
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun |N2#q| () Int)
(declare-fun K2 () Int)
(declare-fun M2 () Int)
(declare-fun K () Int)
(declare-fun |N#q| () Int)
(declare-fun M () Int)
(assert
 (let ((?t0 (* 16 K2 |N2#q|)))
(let (($t1 (= ?t0 ?t0)))
(let (($t2 (not $t1)))
(let (($t3 (and true $t2)))
(let (($t4 (= K2 32)))
(let (($t5 (= K2 16)))
(let (($t6 (= K2 8)))
(let (($t7 (or $t6 $t5 $t4)))
(let ((?t8 (* 16 |N2#q|)))
(let (($t9 (<= ?t8 256)))
(let (($t10 (<= 16 ?t8)))
(let (($t11 (= 0 0)))
(let (($t12 (= M2 256)))
(let (($t13 (= M2 128)))
(let (($t14 (or $t13 $t12)))
(let (($t15 (= K 32)))
(let (($t16 (= K 16)))
(let (($t17 (= K 8)))
(let (($t18 (or $t17 $t16 $t15)))
(let ((?t19 (* 8 |N#q|)))
(let (($t20 (<= ?t19 256)))
(let (($t21 (<= 8 ?t19)))
(let (($t22 (= M 128)))
(let (($t23 (= M 64)))
(let (($t24 (or $t23 $t22)))
(let (($t25 (and $t24 $t11 $t21 $t20 $t18 $t14 $t11 $t10 $t9 $t7)))
(and $t25 $t3))))))))))))))))))))))))))))
(check-sat)
