; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:52:1
; property: equal(layout_of(tCgC), get<1>(cta_C))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; assume: 0 <= bm && bm < M/128 && 0 <= bn && bn < N/128 && 0 <= tid && tid < 128
; query 1 of 22
; expected: unsat
; cute-prover obligation: equal(((2,2),4,8):((1,8*N),32*N,16),((2,2),4,8):((1,8*N),32*N,16)) L1's domain lies in L2's: size(L2) = 128 >= size(L1) = 128
; expected: unsat (no counterexample exists)
; equal(((2,2),4,8):((1,8*N),32*N,16),((2,2),4,8):((1,8*N),32*N,16)) L1's domain lies in L2's: size(L2) = 128 >= size(L1) = 128
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |K#q| () Int)
(declare-fun tid () Int)
(assert
 (let ((?t0 (* 32 |K#q|)))
(let (($t1 (>= ?t0 1)))
(let (($t2 (< 128 128)))
(let (($t3 (= 1 1)))
(let (($t4 (< tid 128)))
(let (($t5 (<= 0 tid)))
(let (($t6 (< 0 1)))
(let (($t7 (<= 0 0)))
(let (($t8 (= 0 0)))
(let (($t9 (and $t8 $t8 $t8 $t7 $t6 $t7 $t6 $t5 $t4 $t3 $t3)))
(and $t9 $t2 $t1))))))))))))
(check-sat)
