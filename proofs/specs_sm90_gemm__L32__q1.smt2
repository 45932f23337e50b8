; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:32:1
; property: equal(epilogue, ((4,8,4,2),(2,2,BN/8)):((2,N,16*N,64*N),(1,8*N,8)))
; assume: M % 128 == 0 && BN in {64,128,256} && N % BN == 0 && K % 64 == 0
; query 2 of 3
; expected: unsat
; cute-prover obligation: branch: 128*N != 1
; expected: unsat (no counterexample exists)
; branch: 128*N != 1
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun BN () Int)
(declare-fun |M#q| () Int)
(assert
 (let ((?t0 (* 64 |K#q|)))
(let (($t1 (>= ?t0 1)))
(let ((?t2 (* BN |N#q|)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 128 |M#q|)))
(let (($t5 (>= ?t4 1)))
(let ((?t6 (* 128 BN |N#q|)))
(let (($t7 (= ?t6 1)))
(let (($t8 (= 0 0)))
(let (($t9 (= BN 256)))
(let (($t10 (= BN 128)))
(let (($t11 (= BN 64)))
(let (($t12 (or $t11 $t10 $t9)))
(let (($t13 (and $t8 $t12 $t8 $t8)))
(and $t13 $t7 $t5 $t3 $t1))))))))))))))))
(check-sat)
