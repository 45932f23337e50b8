; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm75_sm89_mma.cute:30:1
; property: equal(sm75.mma.m8n8k16.s8.A, sm80.mma.m8n8k16.s8.A) && equal(sm75.mma.m8n8k16.s8.B, sm80.mma.m8n8k16.s8.B) && equal(sm75.mma.m8n8k16.s8.C, sm80.mma.m8n8k16.s8.C)
; query 2 of 6
; expected: unsat
; cute-prover obligation: equal(((4,8),4):((32,1),8),((4,8),4):((32,1),8)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),4):((32,1),8), L2 = ((4,8),4):((32,1),8)
; expected: unsat (no counterexample exists)
; equal(((4,8),4):((32,1),8),((4,8),4):((32,1),8)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),4):((32,1),8), L2 = ((4,8),4):((32,1),8)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!2 () Int)
(declare-fun xp!1 () Int)
(declare-fun xp!0 () Int)
(assert
 (let ((?t0 (* 8 xp!2)))
(let ((?t1 (* 32 xp!0)))
(let ((?t2 (+ ?t1 xp!1 ?t0)))
(let (($t3 (= ?t2 ?t2)))
(let (($t4 (not $t3)))
(let (($t5 (< xp!2 4)))
(let (($t6 (>= xp!2 0)))
(let (($t7 (< xp!1 8)))
(let (($t8 (>= xp!1 0)))
(let (($t9 (< xp!0 4)))
(let (($t10 (>= xp!0 0)))
(let (($t11 (and $t10 $t9 $t8 $t7 $t6 $t5)))
(let (($t12 (and $t11 $t11 $t4)))
(and true $t12)))))))))))))))
(check-sat)
