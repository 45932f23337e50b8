; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm75_sm89_mma.cute:30:1
; property: equal(sm75.mma.m8n8k16.s8.A, sm80.mma.m8n8k16.s8.A) && equal(sm75.mma.m8n8k16.s8.B, sm80.mma.m8n8k16.s8.B) && equal(sm75.mma.m8n8k16.s8.C, sm80.mma.m8n8k16.s8.C)
; query 4 of 6
; expected: unsat
; cute-prover obligation: equal(((4,8),4):((32,1),8),((4,8),4):((32,1),8)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),4):((32,1),8), L2 = ((4,8),4):((32,1),8)
; expected: unsat (no counterexample exists)
; equal(((4,8),4):((32,1),8),((4,8),4):((32,1),8)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),4):((32,1),8), L2 = ((4,8),4):((32,1),8)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!3 () Int)
(declare-fun xp!4 () Int)
(declare-fun xp!5 () Int)
(assert
 (let (($t0 (and (>= xp!3 0) (< xp!3 4) (>= xp!4 0) (< xp!4 8) (>= xp!5 0) (< xp!5 4))))
 (let ((?t1 (+ (* 32 xp!3) xp!4 (* 8 xp!5))))
 (and true (and $t0 $t0 (not (= ?t1 ?t1)))))))
(check-sat)
