; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_copy.cute:64:1
; property: size(sm100.tmem_copy.16dp64b.x8.regs) == 8192 && equal(composition(sm100.tmem_copy.16dp64b.x8.val_id, sm100.tmem_copy.16dp64b.x8.regs), ((2,2,8),(32,8)):((16777216,32,2097152),(1,64))) && equal(composition(sm100.tmem_copy.16dp64b.x8.16b.val_id, sm100.tmem_copy.16dp64b.x8.regs), ((2,2,8),(16,2,8)):((16777216,64,2097152),(1,32,128))) && (forall t in [0,32), r in [0,8), b in [0,32): ((2,2,8),(32,8)):((16777216,32,2097152),(1,64))(t, 32*r + b) == 32*((t/4 + 8*(t%2))*65536 + (2*r + (t/2)%2)) + b) && (forall t in [0,32), r in [0,8), h in [0,2), b in [0,16): ((2,2,8),(16,2,8)):((16777216,64,2097152),(1,32,128))(t, 32*r + 16*h + b) == 32*((t/4 + 8*(t%2))*65536 + (2*r + (t/2)%2) + (2*r + (t/2)%2) + h) + b)
; query 3 of 7
; expected: unsat
; cute-prover obligation: equal(((2,2,8),(32,8)):((16777216,32,2097152),(1,64)),((2,2,8),(32,8)):((16777216,32,2097152),(1,64))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((2,2,8),(32,8)):((16777216,32,2097152),(1,64)), L2 = ((2,2,8),(32,8)):((16777216,32,2097152),(1,64))
; expected: unsat (no counterexample exists)
; equal(((2,2,8),(32,8)):((16777216,32,2097152),(1,64)),((2,2,8),(32,8)):((16777216,32,2097152),(1,64))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((2,2,8),(32,8)):((16777216,32,2097152),(1,64)), L2 = ((2,2,8),(32,8)):((16777216,32,2097152),(1,64))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(declare-fun xp!2 () Int)
(declare-fun xp!3 () Int)
(declare-fun xp!4 () Int)
(assert
 (let (($t0 (and (>= xp!0 0) (< xp!0 2) (>= xp!1 0) (< xp!1 2) (>= xp!2 0) (< xp!2 8) (>= xp!3 0) (< xp!3 32) (>= xp!4 0) (< xp!4 8))))
 (let ((?t1 (+ (* 16777216 xp!0) (* 32 xp!1) (* 2097152 xp!2) xp!3 (* 64 xp!4))))
 (and true (and $t0 $t0 (not (= ?t1 ?t1)))))))
(check-sat)
