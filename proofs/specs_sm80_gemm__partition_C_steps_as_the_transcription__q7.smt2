; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:52:1
; property: equal(layout_of(tCgC), get<1>(cta_C))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; assume: 0 <= bm && bm < M/128 && 0 <= bn && bn < N/128 && 0 <= tid && tid < 128
; query 8 of 22
; expected: unsat
; cute-prover obligation: equal(((2,2),4,8):((1,8*N),32*N,16),((2,2),4,8):((1,8*N),32*N,16)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((2,2),4,8):((1,8*N),32*N,16), L2 = ((2,2),4,8):((1,8*N),32*N,16)
; expected: unsat (no counterexample exists)
; equal(((2,2),4,8):((1,8*N),32*N,16),((2,2),4,8):((1,8*N),32*N,16)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((2,2),4,8):((1,8*N),32*N,16), L2 = ((2,2),4,8):((1,8*N),32*N,16)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun bn () Int)
(declare-fun |N#q| () Int)
(declare-fun tid () Int)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(declare-fun xp!2 () Int)
(declare-fun xp!3 () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let (($t1 (and (>= xp!0 0) (< xp!0 2) (>= xp!1 0) (< xp!1 2) (>= xp!2 0) (< xp!2 4) (>= xp!3 0) (< xp!3 8))))
 (let ((?t2 (+ xp!0 (* (* 1024 |N#q|) xp!1) (* (* 4096 |N#q|) xp!2) (* 16 xp!3))))
 (and (and $t0 $t0 $t0 (<= 0 0) (< 0 1) (<= 0 bn) (< bn |N#q|) (<= 0 tid) (< tid 128) (= 1 1) (not (= |N#q| 1))) (and $t1 $t1 (not (= ?t2 ?t2))) (>= (* 128 |N#q|) 1) (>= (* 32 |K#q|) 1))))))
(check-sat)
