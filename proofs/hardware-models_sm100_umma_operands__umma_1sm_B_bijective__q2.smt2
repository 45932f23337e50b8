; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_umma_operands.cute:13:1
; property: bijective(B_1sm) && size(B_1sm) == N*K
; assume: M in {64,128} && N % 8 == 0 && 8 <= N && N <= 256 && K in {4,8,16,32,64,128}
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(B_1sm) == (N * K)
; expected: unsat (no counterexample exists)
; condition condition: size(B_1sm) == (N * K)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun |N#q| () Int)
(declare-fun K () Int)
(declare-fun M () Int)
(assert
 (let ((?t0 (* 8 K |N#q|)))
(let (($t1 (= ?t0 ?t0)))
(let (($t2 (not $t1)))
(let (($t3 (and true $t2)))
(let (($t4 (= K 128)))
(let (($t5 (= K 64)))
(let (($t6 (= K 32)))
(let (($t7 (= K 16)))
(let (($t8 (= K 8)))
(let (($t9 (= K 4)))
(let (($t10 (or $t9 $t8 $t7 $t6 $t5 $t4)))
(let ((?t11 (* 8 |N#q|)))
(let (($t12 (<= ?t11 256)))
(let (($t13 (<= 8 ?t11)))
(let (($t14 (= 0 0)))
(let (($t15 (= M 128)))
(let (($t16 (= M 64)))
(let (($t17 (or $t16 $t15)))
(let (($t18 (and $t17 $t14 $t13 $t12 $t10)))
(and $t18 $t3)))))))))))))))))))))
(check-sat)
