; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:49:1
; property: forall i in [0,128*64), k in [0,K/64): tAgA(i, k) < 128*K
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 9 of 16
; expected: unsat
; cute-prover obligation: forall forall: i%8192 < 128*K
; expected: unsat (no counterexample exists)
; forall forall: i%8192 < 128*K
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun div!0 () Int)
(declare-fun i () Int)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(declare-fun k () Int)
(assert
 (let ((?t0 (* 8192 div!0)))
(let ((?t1 (+ ?t0 8192)))
(let (($t2 (< i ?t1)))
(let (($t3 (<= ?t0 i)))
(let ((?t4 (* 256 |N#q|)))
(let (($t5 (>= ?t4 1)))
(let ((?t6 (* 128 |M#q|)))
(let (($t7 (>= ?t6 1)))
(let ((?t8 (- i ?t0)))
(let (($t9 (< ?t8 8192)))
(let (($t10 (not $t9)))
(let (($t11 (< k 1)))
(let (($t12 (<= 0 k)))
(let (($t13 (< i 8192)))
(let (($t14 (<= 0 i)))
(let (($t15 (and $t14 $t13 $t12 $t11)))
(let (($t16 (and $t15 $t10)))
(let (($t17 (= 1 1)))
(let (($t18 (= |M#q| 1)))
(let (($t19 (not $t18)))
(let (($t20 (= 0 0)))
(let (($t21 (and $t20 $t20 $t20 $t19 $t17)))
(and $t21 $t16 $t7 $t5 $t3 $t2))))))))))))))))))))))))
(check-sat)
