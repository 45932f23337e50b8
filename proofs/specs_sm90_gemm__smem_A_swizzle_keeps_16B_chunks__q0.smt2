; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:19:1
; property: forall m in [0,128), k in [0,64): sA_swizzled(m,k) % 8 == k % 8
; assume: M % 128 == 0 && BN in {64,128,256} && N % BN == 0 && K % 64 == 0
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: k%8 == k%8
; expected: unsat (no counterexample exists)
; forall forall: k%8 == k%8
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun BN () Int)
(declare-fun |M#q| () Int)
(declare-fun div!0 () Int)
(declare-fun k () Int)
(declare-fun m () Int)
(assert
 (let ((?t0 (* 64 |K#q|)))
(let (($t1 (>= ?t0 1)))
(let ((?t2 (* BN |N#q|)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 128 |M#q|)))
(let (($t5 (>= ?t4 1)))
(let ((?t6 (* 8 div!0)))
(let ((?t7 (+ ?t6 8)))
(let (($t8 (< k ?t7)))
(let (($t9 (<= ?t6 k)))
(let ((?t10 (- k ?t6)))
(let (($t11 (= ?t10 ?t10)))
(let (($t12 (not $t11)))
(let (($t13 (< k 64)))
(let (($t14 (<= 0 k)))
(let (($t15 (< m 128)))
(let (($t16 (<= 0 m)))
(let (($t17 (and $t16 $t15 $t14 $t13)))
(let (($t18 (and $t17 $t12)))
(let (($t19 (= 0 0)))
(let (($t20 (= BN 256)))
(let (($t21 (= BN 128)))
(let (($t22 (= BN 64)))
(let (($t23 (or $t22 $t21 $t20)))
(let (($t24 (and $t19 $t23 $t19 $t19)))
(and $t24 $t18 $t9 $t8 $t5 $t3 $t1)))))))))))))))))))))))))))
(check-sat)
