; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:52:1
; property: equal(layout_of(tCgC), get<1>(cta_C))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; assume: 0 <= bm && bm < M/128 && 0 <= bn && bn < N/128 && 0 <= tid && tid < 128
; query 2 of 22
; expected: unsat
; cute-prover obligation: equal(((2,2),4,8):((1,8*N),32*N,16),((2,2),4,8):((1,8*N),32*N,16)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((2,2),4,8):((1,8*N),32*N,16), L2 = ((2,2),4,8):((1,8*N),32*N,16)
; expected: unsat (no counterexample exists)
; equal(((2,2),4,8):((1,8*N),32*N,16),((2,2),4,8):((1,8*N),32*N,16)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((2,2),4,8):((1,8*N),32*N,16), L2 = ((2,2),4,8):((1,8*N),32*N,16)
(set-info :status unknown)
(set-logic QF_LIA)
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
 (let (($t1 (<= 0 0)))
 (let (($t2 (< 0 1)))
 (let (($t3 (= 1 1)))
 (let (($t4 (and (>= xp!4 0) (< xp!4 2) (>= xp!5 0) (< xp!5 2) (>= xp!6 0) (< xp!6 4) (>= xp!7 0) (< xp!7 8))))
 (let ((?t5 (+ xp!4 (* 1024 xp!5) (* 4096 xp!6) (* 16 xp!7))))
 (let ((?t6 (* 32 div!0)))
 (let ((?t7 (* 2 div!1)))
 (let ((?t8 (* 64 div!2)))
 (let ((?t9 (* 2 div!3)))
 (and (and $t0 $t0 $t0 $t1 $t2 $t1 $t2 (<= 0 tid) (< tid 128) $t3 $t3) (and $t4 $t4 (not (= ?t5 ?t5))) (>= (* 32 |K#q|) 1) (<= ?t6 tid) (< tid (+ ?t6 32)) (<= ?t7 div!0) (< div!0 (+ ?t7 2)) (<= ?t8 tid) (< tid (+ ?t8 64)) (<= ?t9 div!2) (< div!2 (+ ?t9 2))))))))))))))
(check-sat)
