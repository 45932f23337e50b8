; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm75_sm89_mma.cute:18:1
; property: equal(sm75.mma.m16n8k8.f16.A, sm80.mma.m16n8k8.f16.A) && equal(sm75.mma.m16n8k8.f16.B, sm80.mma.m16n8k8.f16.B) && equal(sm75.mma.m16n8k8.f16.C, sm80.mma.m16n8k8.f16.C)
; query 6 of 6
; expected: unsat
; cute-prover obligation: equal(((4,8),(2,2)):((32,1),(16,8)),((4,8),(2,2)):((32,1),(16,8))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),(2,2)):((32,1),(16,8)), L2 = ((4,8),(2,2)):((32,1),(16,8))
; expected: unsat (no counterexample exists)
; equal(((4,8),(2,2)):((32,1),(16,8)),((4,8),(2,2)):((32,1),(16,8))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),(2,2)):((32,1),(16,8)), L2 = ((4,8),(2,2)):((32,1),(16,8))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!7 () Int)
(declare-fun xp!8 () Int)
(declare-fun xp!9 () Int)
(declare-fun xp!10 () Int)
(assert
 (let (($t0 (and (>= xp!7 0) (< xp!7 4) (>= xp!8 0) (< xp!8 8) (>= xp!9 0) (< xp!9 2) (>= xp!10 0) (< xp!10 2))))
 (let ((?t1 (+ (* 32 xp!7) xp!8 (* 16 xp!9) (* 8 xp!10))))
 (and true (and $t0 $t0 (not (= ?t1 ?t1)))))))
(check-sat)
