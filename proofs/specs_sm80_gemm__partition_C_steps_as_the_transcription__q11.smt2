; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:52:1
; property: equal(layout_of(tCgC), get<1>(cta_C))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; assume: 0 <= bm && bm < M/128 && 0 <= bn && bn < N/128 && 0 <= tid && tid < 128
; query 12 of 22
; expected: unsat
; cute-prover obligation: equal(((2,2),4,8):((1,8*N),32*N,16),((2,2),4,8):((1,8*N),32*N,16)) L1's domain lies in L2's: size(L2) = 128 >= size(L1) = 128
; expected: unsat (no counterexample exists)
; equal(((2,2),4,8):((1,8*N),32*N,16),((2,2),4,8):((1,8*N),32*N,16)) L1's domain lies in L2's: size(L2) = 128 >= size(L1) = 128
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |K#q| () Int)
(declare-fun |M#q| () Int)
(declare-fun tid () Int)
(declare-fun bm () Int)
(assert
 (let ((?t0 (* 32 |K#q|)))
(let (($t1 (>= ?t0 1)))
(let ((?t2 (* 128 |M#q|)))
(let (($t3 (>= ?t2 1)))
(let (($t4 (< 128 128)))
(let (($t5 (= 1 1)))
(let (($t6 (= |M#q| 1)))
(let (($t7 (not $t6)))
(let (($t8 (< tid 128)))
(let (($t9 (<= 0 tid)))
(let (($t10 (< 0 1)))
(let (($t11 (<= 0 0)))
(let (($t12 (< bm |M#q|)))
(let (($t13 (<= 0 bm)))
(let (($t14 (= 0 0)))
(let (($t15 (and $t14 $t14 $t14 $t13 $t12 $t11 $t10 $t9 $t8 $t7 $t5)))
(and $t15 $t4 $t3 $t1))))))))))))))))))
(check-sat)
