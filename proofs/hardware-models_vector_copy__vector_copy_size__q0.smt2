; cute-prover 0.1.0 proof obligation
; source: hardware-models/vector_copy.cute:7:1
; property: size(vector) == BITS/E
; assume: BITS in {8,16,32,64,128,256} && E in {8,16,32,64,128} && E <= BITS
; query 1 of 1
; expected: unsat
; cute-prover obligation: condition condition: BITS/E == BITS/E
; expected: unsat (no counterexample exists)
; condition condition: BITS/E == BITS/E
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun E () Int)
(declare-fun div!0 () Int)
(declare-fun BITS () Int)
(assert
 (let ((?t0 (* E div!0)))
(let ((?t1 (+ ?t0 E)))
(let (($t2 (> BITS ?t1)))
(let (($t3 (>= ?t0 BITS)))
(let (($t4 (and $t3 $t2)))
(let (($t5 (< E 0)))
(let (($t6 (=> $t5 $t4)))
(let (($t7 (< BITS ?t1)))
(let (($t8 (<= ?t0 BITS)))
(let (($t9 (and $t8 $t7)))
(let (($t10 (> E 0)))
(let (($t11 (=> $t10 $t9)))
(let (($t12 (= div!0 div!0)))
(let (($t13 (not $t12)))
(let (($t14 (and true $t13)))
(let (($t15 (<= E BITS)))
(let (($t16 (= E 128)))
(let (($t17 (= E 64)))
(let (($t18 (= E 32)))
(let (($t19 (= E 16)))
(let (($t20 (= E 8)))
(let (($t21 (or $t20 $t19 $t18 $t17 $t16)))
(let (($t22 (= BITS 256)))
(let (($t23 (= BITS 128)))
(let (($t24 (= BITS 64)))
(let (($t25 (= BITS 32)))
(let (($t26 (= BITS 16)))
(let (($t27 (= BITS 8)))
(let (($t28 (or $t27 $t26 $t25 $t24 $t23 $t22)))
(let (($t29 (and $t28 $t21 $t15)))
(and $t29 $t14 $t11 $t6))))))))))))))))))))))))))))))))
(check-sat)
