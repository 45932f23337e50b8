; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:32:1
; property: composition_valid(gC_tile, acc)
; assume: M % 128 == 0 && BN in {64,128,256} && N % BN == 0 && K % 64 == 0
; query 2 of 4
; expected: unsat
; cute-prover obligation: branch: 128*N != 1
; expected: unsat (no counterexample exists)
; branch: 128*N != 1
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun div!0 () Int)
(declare-fun BN () Int)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(assert
 (let ((?t0 (* 8 div!0)))
(let ((?t1 (+ ?t0 8)))
(let (($t2 (< BN ?t1)))
(let (($t3 (<= ?t0 BN)))
(let ((?t4 (* 64 |K#q|)))
(let (($t5 (>= ?t4 1)))
(let ((?t6 (* BN |N#q|)))
(let (($t7 (>= ?t6 1)))
(let ((?t8 (* 128 |M#q|)))
(let (($t9 (>= ?t8 1)))
(let ((?t10 (* 128 BN |N#q|)))
(let (($t11 (= ?t10 1)))
(let (($t12 (= 0 0)))
(let (($t13 (= BN 256)))
(let (($t14 (= BN 128)))
(let (($t15 (= BN 64)))
(let (($t16 (or $t15 $t14 $t13)))
(let (($t17 (and $t12 $t16 $t12 $t12)))
(and $t17 $t11 $t9 $t7 $t5 $t3 $t2))))))))))))))))))))
(check-sat)
