; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:26:1
; property: covers(acc, (128,BN))
; assume: M % 128 == 0 && BN in {64,128,256} && N % BN == 0 && K % 64 == 0
; query 1 of 3
; expected: unsat
; cute-prover obligation: covers(((4,8,4,2),(2,2,BN/8)):((256,1,16,64),(128,8,1024)),(128,BN)) size(TV) == size(S): 1024*(BN/8) == 128*BN
; expected: unsat (no counterexample exists)
; covers(((4,8,4,2),(2,2,BN/8)):((256,1,16,64),(128,8,1024)),(128,BN)) size(TV) == size(S): 1024*(BN/8) == 128*BN
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun BN () Int)
(declare-fun |M#q| () Int)
(declare-fun div!0 () Int)
(assert
 (let ((?t0 (* 64 |K#q|)))
(let (($t1 (>= ?t0 1)))
(let ((?t2 (* BN |N#q|)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 128 |M#q|)))
(let (($t5 (>= ?t4 1)))
(let ((?t6 (* 8 div!0)))
(let ((?t7 (+ ?t6 8)))
(let (($t8 (< BN ?t7)))
(let (($t9 (<= ?t6 BN)))
(let ((?t10 (* 128 BN)))
(let ((?t11 (* 1024 div!0)))
(let (($t12 (= ?t11 ?t10)))
(let (($t13 (not $t12)))
(let (($t14 (= 0 0)))
(let (($t15 (= BN 256)))
(let (($t16 (= BN 128)))
(let (($t17 (= BN 64)))
(let (($t18 (or $t17 $t16 $t15)))
(let (($t19 (and $t14 $t18 $t14 $t14)))
(and $t19 $t13 $t9 $t8 $t5 $t3 $t1))))))))))))))))))))))
(check-sat)
