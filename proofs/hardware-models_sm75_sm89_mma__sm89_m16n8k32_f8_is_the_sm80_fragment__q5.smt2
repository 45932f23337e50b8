; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm75_sm89_mma.cute:42:1
; property: equal(sm89.mma.m16n8k32.f8.A, sm80.mma.m16n8k32.s8.A) && equal(sm89.mma.m16n8k32.f8.B, sm80.mma.m16n8k32.s8.B) && equal(sm89.mma.m16n8k32.f8.C, sm80.mma.m16n8k32.s8.C)
; query 6 of 6
; expected: unsat
; cute-prover obligation: equal(((4,8),(2,2)):((32,1),(16,8)),((4,8),(2,2)):((32,1),(16,8))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),(2,2)):((32,1),(16,8)), L2 = ((4,8),(2,2)):((32,1),(16,8))
; expected: unsat (no counterexample exists)
; equal(((4,8),(2,2)):((32,1),(16,8)),((4,8),(2,2)):((32,1),(16,8))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),(2,2)):((32,1),(16,8)), L2 = ((4,8),(2,2)):((32,1),(16,8))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!9 () Int)
(declare-fun xp!10 () Int)
(declare-fun xp!11 () Int)
(declare-fun xp!12 () Int)
(assert
 (let (($t0 (and (>= xp!9 0) (< xp!9 4) (>= xp!10 0) (< xp!10 8) (>= xp!11 0) (< xp!11 2) (>= xp!12 0) (< xp!12 2))))
 (let ((?t1 (+ (* 32 xp!9) xp!10 (* 16 xp!11) (* 8 xp!12))))
 (and true (and $t0 $t0 (not (= ?t1 ?t1)))))))
(check-sat)
