; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:52:1
; property: equal(layout_of(tCgC), get<1>(cta_C))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; assume: 0 <= bm && bm < M/128 && 0 <= bn && bn < N/128 && 0 <= tid && tid < 128
; query 22 of 22
; expected: unsat
; cute-prover obligation: equal(((2,2),4,8):((1,8*N),32*N,16),((2,2),4,8):((1,8*N),32*N,16)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((2,2),4,8):((1,8*N),32*N,16), L2 = ((2,2),4,8):((1,8*N),32*N,16)
; expected: unsat (no counterexample exists)
; equal(((2,2),4,8):((1,8*N),32*N,16),((2,2),4,8):((1,8*N),32*N,16)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((2,2),4,8):((1,8*N),32*N,16), L2 = ((2,2),4,8):((1,8*N),32*N,16)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun bm () Int)
(declare-fun |M#q| () Int)
(declare-fun bn () Int)
(declare-fun |N#q| () Int)
(declare-fun tid () Int)
(declare-fun xp!4 () Int)
(declare-fun xp!5 () Int)
(declare-fun xp!6 () Int)
(declare-fun xp!7 () Int)
(declare-fun |K#q| () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(declare-fun div!3 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let (($t1 (and (>= xp!4 0) (< xp!4 2) (>= xp!5 0) (< xp!5 2) (>= xp!6 0) (< xp!6 4) (>= xp!7 0) (< xp!7 8))))
 (let ((?t2 (+ xp!4 (* (* 1024 |N#q|) xp!5) (* (* 4096 |N#q|) xp!6) (* 16 xp!7))))
 (let ((?t3 (* 32 div!0)))
 (let ((?t4 (* 2 div!1)))
 (let ((?t5 (* 64 div!2)))
 (let ((?t6 (* 2 div!3)))
 (and (and $t0 $t0 $t0 (<= 0 bm) (< bm |M#q|) (<= 0 bn) (< bn |N#q|) (<= 0 tid) (< tid 128) (not (= |M#q| 1)) (not (= |N#q| 1))) (and $t1 $t1 (not (= ?t2 ?t2))) (>= (* 128 |M#q|) 1) (>= (* 128 |N#q|) 1) (>= (* 32 |K#q|) 1) (<= ?t3 tid) (< tid (+ ?t3 32)) (<= ?t4 div!0) (< div!0 (+ ?t4 2)) (<= ?t5 tid) (< tid (+ ?t5 64)) (<= ?t6 div!2) (< div!2 (+ ?t6 2)))))))))))
(check-sat)
