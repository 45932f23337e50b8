; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:52:1
; property: equal(layout_of(tCgC), get<1>(cta_C))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; assume: 0 <= bm && bm < M/128 && 0 <= bn && bn < N/128 && 0 <= tid && tid < 128
; query 1 of 22
; expected: unsat
; cute-prover obligation: equal(((2,2),4,8):((1,8*N),32*N,16),((2,2),4,8):((1,8*N),32*N,16)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 128 true size(L1) = 128
; expected: unsat (no counterexample exists)
; equal(((2,2),4,8):((1,8*N),32*N,16),((2,2),4,8):((1,8*N),32*N,16)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 128 true size(L1) = 128
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun tid () Int)
(declare-fun |K#q| () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(declare-fun div!3 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let (($t1 (<= 0 0)))
 (let (($t2 (< 0 1)))
 (let (($t3 (= 1 1)))
 (let ((?t4 (* 32 div!0)))
 (let ((?t5 (* 2 div!1)))
 (let ((?t6 (* 64 div!2)))
 (let ((?t7 (* 2 div!3)))
 (and (and $t0 $t0 $t0 $t1 $t2 $t1 $t2 (<= 0 tid) (< tid 128) $t3 $t3) (< 128 128) (>= (* 32 |K#q|) 1) (<= ?t4 tid) (< tid (+ ?t4 32)) (<= ?t5 div!0) (< div!0 (+ ?t5 2)) (<= ?t6 tid) (< tid (+ ?t6 64)) (<= ?t7 div!2) (< div!2 (+ ?t7 2))))))))))))
(check-sat)
