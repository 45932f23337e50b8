; cute-prover 0.1.0 proof obligation
; source: specs/flash_attention.cute:20:1
; property: forall d in [0,D), g in [0,H/Hkv), j in [0,Hkv): K_for_query_heads(d,(g,j)) < Hkv*D
; assume: M % 128 == 0 && D in {64,128} && H % Hkv == 0
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: D*j+d < D*Hkv
; expected: unsat (no counterexample exists)
; forall forall: D*j+d < D*Hkv
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun |M#q| () Int)
(declare-fun Hkv () Int)
(declare-fun |H#q| () Int)
(declare-fun D () Int)
(declare-fun d () Int)
(declare-fun j () Int)
(declare-fun g () Int)
(assert
 (let ((?t0 (* 128 |M#q|)))
(let (($t1 (>= ?t0 1)))
(let (($t2 (>= Hkv 1)))
(let ((?t3 (* |H#q| Hkv)))
(let (($t4 (>= ?t3 1)))
(let ((?t5 (* D Hkv)))
(let ((?t6 (* D j)))
(let ((?t7 (+ ?t6 d)))
(let (($t8 (< ?t7 ?t5)))
(let (($t9 (not $t8)))
(let (($t10 (< j Hkv)))
(let (($t11 (<= 0 j)))
(let (($t12 (< g |H#q|)))
(let (($t13 (<= 0 g)))
(let (($t14 (< d D)))
(let (($t15 (<= 0 d)))
(let (($t16 (and $t15 $t14 $t13 $t12 $t11 $t10)))
(let (($t17 (and $t16 $t9)))
(let (($t18 (= 0 0)))
(let (($t19 (= D 128)))
(let (($t20 (= D 64)))
(let (($t21 (or $t20 $t19)))
(let (($t22 (and $t18 $t21 $t18)))
(and $t22 $t17 $t4 $t2 $t1)))))))))))))))))))))))))
(check-sat)
