; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm75_sm89_mma.cute:18:1
; property: equal(sm75.mma.m16n8k8.f16.A, sm80.mma.m16n8k8.f16.A) && equal(sm75.mma.m16n8k8.f16.B, sm80.mma.m16n8k8.f16.B) && equal(sm75.mma.m16n8k8.f16.C, sm80.mma.m16n8k8.f16.C)
; query 4 of 6
; expected: unsat
; cute-prover obligation: equal(((4,8),2):((16,1),8),((4,8),2):((16,1),8)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),2):((16,1),8), L2 = ((4,8),2):((16,1),8)
; expected: unsat (no counterexample exists)
; equal(((4,8),2):((16,1),8),((4,8),2):((16,1),8)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),2):((16,1),8), L2 = ((4,8),2):((16,1),8)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!4 () Int)
(declare-fun xp!5 () Int)
(declare-fun xp!6 () Int)
(assert
 (let (($t0 (and (>= xp!4 0) (< xp!4 4) (>= xp!5 0) (< xp!5 8) (>= xp!6 0) (< xp!6 2))))
 (let ((?t1 (+ (* 16 xp!4) xp!5 (* 8 xp!6))))
 (and true (and $t0 $t0 (not (= ?t1 ?t1)))))))
(check-sat)
