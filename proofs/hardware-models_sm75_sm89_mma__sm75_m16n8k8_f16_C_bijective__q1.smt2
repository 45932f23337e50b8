; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm75_sm89_mma.cute:14:1
; property: bijective(sm75.mma.m16n8k8.f16.C) && size(sm75.mma.m16n8k8.f16.C) == 128
; query 2 of 3
; expected: unsat
; cute-prover obligation: bijective(((4,8),(2,2)):((32,1),(16,8))) range: 0 <= L(x) < 128, L = ((4,8),(2,2)):((32,1),(16,8))
; expected: unsat (no counterexample exists)
; bijective(((4,8),(2,2)):((32,1),(16,8))) range: 0 <= L(x) < 128, L = ((4,8),(2,2)):((32,1),(16,8))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x3!11 () Int)
(declare-fun x2!10 () Int)
(declare-fun x1!9 () Int)
(declare-fun x0!8 () Int)
(assert
 (let ((?t0 (* 8 x3!11)))
(let ((?t1 (* 16 x2!10)))
(let ((?t2 (* 32 x0!8)))
(let ((?t3 (+ ?t2 x1!9 ?t1 ?t0)))
(let (($t4 (>= ?t3 128)))
(let (($t5 (< ?t3 0)))
(let (($t6 (or $t5 $t4)))
(let (($t7 (< x3!11 2)))
(let (($t8 (>= x3!11 0)))
(let (($t9 (< x2!10 2)))
(let (($t10 (>= x2!10 0)))
(let (($t11 (< x1!9 8)))
(let (($t12 (>= x1!9 0)))
(let (($t13 (< x0!8 4)))
(let (($t14 (>= x0!8 0)))
(let (($t15 (and $t14 $t13 $t12 $t11 $t10 $t9 $t8 $t7)))
(let (($t16 (and $t15 $t6)))
(and true $t16)))))))))))))))))))
(check-sat)
