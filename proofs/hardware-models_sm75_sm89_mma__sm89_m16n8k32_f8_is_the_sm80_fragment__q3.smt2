; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm75_sm89_mma.cute:42:1
; property: equal(sm89.mma.m16n8k32.f8.A, sm80.mma.m16n8k32.s8.A) && equal(sm89.mma.m16n8k32.f8.B, sm80.mma.m16n8k32.s8.B) && equal(sm89.mma.m16n8k32.f8.C, sm80.mma.m16n8k32.s8.C)
; query 4 of 6
; expected: unsat
; cute-prover obligation: equal(((4,8),(4,2)):((32,1),(8,128)),((4,8),(4,2)):((32,1),(8,128))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),(4,2)):((32,1),(8,128)), L2 = ((4,8),(4,2)):((32,1),(8,128))
; expected: unsat (no counterexample exists)
; equal(((4,8),(4,2)):((32,1),(8,128)),((4,8),(4,2)):((32,1),(8,128))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),(4,2)):((32,1),(8,128)), L2 = ((4,8),(4,2)):((32,1),(8,128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!5 () Int)
(declare-fun xp!6 () Int)
(declare-fun xp!7 () Int)
(declare-fun xp!8 () Int)
(assert
 (let (($t0 (and (>= xp!5 0) (< xp!5 4) (>= xp!6 0) (< xp!6 8) (>= xp!7 0) (< xp!7 4) (>= xp!8 0) (< xp!8 2))))
 (let ((?t1 (+ (* 32 xp!5) xp!6 (* 8 xp!7) (* 128 xp!8))))
 (and true (and $t0 $t0 (not (= ?t1 ?t1)))))))
(check-sat)
