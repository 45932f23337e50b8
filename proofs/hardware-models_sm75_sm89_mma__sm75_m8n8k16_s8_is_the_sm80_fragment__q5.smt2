; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm75_sm89_mma.cute:30:1
; property: equal(sm75.mma.m8n8k16.s8.A, sm80.mma.m8n8k16.s8.A) && equal(sm75.mma.m8n8k16.s8.B, sm80.mma.m8n8k16.s8.B) && equal(sm75.mma.m8n8k16.s8.C, sm80.mma.m8n8k16.s8.C)
; query 6 of 6
; expected: unsat
; cute-prover obligation: equal(((4,8),2):((16,1),8),((4,8),2):((16,1),8)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),2):((16,1),8), L2 = ((4,8),2):((16,1),8)
; expected: unsat (no counterexample exists)
; equal(((4,8),2):((16,1),8),((4,8),2):((16,1),8)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),2):((16,1),8), L2 = ((4,8),2):((16,1),8)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!6 () Int)
(declare-fun xp!7 () Int)
(declare-fun xp!8 () Int)
(assert
 (let (($t0 (and (>= xp!6 0) (< xp!6 4) (>= xp!7 0) (< xp!7 8) (>= xp!8 0) (< xp!8 2))))
 (let ((?t1 (+ (* 16 xp!6) xp!7 (* 8 xp!8))))
 (and true (and $t0 $t0 (not (= ?t1 ?t1)))))))
(check-sat)
