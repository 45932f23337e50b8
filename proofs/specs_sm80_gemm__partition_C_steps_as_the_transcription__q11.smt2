; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:52:1
; property: equal(layout_of(tCgC), get<1>(cta_C))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; assume: 0 <= bm && bm < M/128 && 0 <= bn && bn < N/128 && 0 <= tid && tid < 128
; query 12 of 22
; expected: unsat
; cute-prover obligation: equal(((2,2),4,8):((1,8*N),32*N,16),((2,2),4,8):((1,8*N),32*N,16)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 128 true size(L1) = 128
; expected: unsat (no counterexample exists)
; equal(((2,2),4,8):((1,8*N),32*N,16),((2,2),4,8):((1,8*N),32*N,16)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 128 true size(L1) = 128
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun bm () Int)
(declare-fun |M#q| () Int)
(declare-fun tid () Int)
(declare-fun |K#q| () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(declare-fun div!3 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 32 div!0)))
 (let ((?t2 (* 2 div!1)))
 (let ((?t3 (* 64 div!2)))
 (let ((?t4 (* 2 div!3)))
 (and (and $t0 $t0 $t0 (<= 0 bm) (< bm |M#q|) (<= 0 0) (< 0 1) (<= 0 tid) (< tid 128) (not (= |M#q| 1)) (= 1 1)) (< 128 128) (>= (* 128 |M#q|) 1) (>= (* 32 |K#q|) 1) (<= ?t1 tid) (< tid (+ ?t1 32)) (<= ?t2 div!0) (< div!0 (+ ?t2 2)) (<= ?t3 tid) (< tid (+ ?t3 64)) (<= ?t4 div!2) (< div!2 (+ ?t4 2)))))))))
(check-sat)
