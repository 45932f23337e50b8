; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_umma_operands.cute:20:1
; property: bijective(B_2sm) && size(B_2sm) == N2*K2
; assume: M in {64,128} && N % 8 == 0 && 8 <= N && N <= 256 && K in {8,16,32,64}
; assume: M2 in {128,256} && N2 % 16 == 0 && 16 <= N2 && N2 <= 256 && K2 in {8,16,32,64}
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
(let (($t4 (= K2 64)))
(let (($t5 (= K2 32)))
(let (($t6 (= K2 16)))
(let (($t7 (= K2 8)))
(let (($t8 (or $t7 $t6 $t5 $t4)))
(let ((?t9 (* 16 |N2#q|)))
(let (($t10 (<= ?t9 256)))
(let (($t11 (<= 16 ?t9)))
(let (($t12 (= 0 0)))
(let (($t13 (= M2 256)))
(let (($t14 (= M2 128)))
(let (($t15 (or $t14 $t13)))
(let (($t16 (= K 64)))
(let (($t17 (= K 32)))
(let (($t18 (= K 16)))
(let (($t19 (= K 8)))
(let (($t20 (or $t19 $t18 $t17 $t16)))
(let ((?t21 (* 8 |N#q|)))
(let (($t22 (<= ?t21 256)))
(let (($t23 (<= 8 ?t21)))
(let (($t24 (= M 128)))
(let (($t25 (= M 64)))
(let (($t26 (or $t25 $t24)))
(let (($t27 (and $t26 $t12 $t23 $t22 $t20 $t15 $t12 $t11 $t10 $t8)))
(and $t27 $t3))))))))))))))))))))))))))))))
(check-sat)
