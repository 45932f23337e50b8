; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:25:1
; property: equal(acc_128, ((4,8,4,2),(2,2,128/8)):((256,1,16,64),(128,8,1024)))
; assume: M % 128 == 0 && BN in {64,128,256} && N % BN == 0 && K % 64 == 0
; query 1 of 2
; expected: unsat
; cute-prover obligation: equal(((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))),((4,8,4,2),(2,2,16)):((256,1,16,64),(128,8,1024))) L1's domain lies in L2's: size(L2) = 16384 >= size(L1) = 16384
; expected: unsat (no counterexample exists)
; equal(((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))),((4,8,4,2),(2,2,16)):((256,1,16,64),(128,8,1024))) L1's domain lies in L2's: size(L2) = 16384 >= size(L1) = 16384
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
(let (($t6 (< 16384 16384)))
(let (($t7 (= 0 0)))
(let (($t8 (= BN 256)))
(let (($t9 (= BN 128)))
(let (($t10 (= BN 64)))
(let (($t11 (or $t10 $t9 $t8)))
(let (($t12 (and $t7 $t11 $t7 $t7)))
(and $t12 $t6 $t5 $t3 $t1)))))))))))))))
(check-sat)
