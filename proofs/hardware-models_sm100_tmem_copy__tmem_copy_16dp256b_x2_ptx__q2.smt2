; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_copy.cute:118:1
; property: size(sm100.tmem_copy.16dp256b.x2.regs) == 8192 && equal(composition(sm100.tmem_copy.16dp256b.x2.val_id, sm100.tmem_copy.16dp256b.x2.regs), ((4,8),(32,2,2,2)):((64,2097152),(1,32,16777216,256))) && equal(composition(sm100.tmem_copy.16dp256b.x2.16b.val_id, sm100.tmem_copy.16dp256b.x2.regs), ((4,8),(16,2,2,2,2)):((128,2097152),(1,32,64,16777216,512))) && (forall t in [0,32), r in [0,8), b in [0,32): ((4,8),(32,2,2,2)):((64,2097152),(1,32,16777216,256))(t, 32*r + b) == 32*((t/4 + 8*((r/2)%2))*65536 + (8*(r/4) + 2*(t%4) + r%2)) + b) && (forall t in [0,32), r in [0,8), h in [0,2), b in [0,16): ((4,8),(16,2,2,2,2)):((128,2097152),(1,32,64,16777216,512))(t, 32*r + 16*h + b) == 32*((t/4 + 8*((r/2)%2))*65536 + (8*(r/4) + 2*(t%4) + r%2) + (8*(r/4) + 2*(t%4) + r%2) + h) + b)
; query 3 of 7
; expected: unsat
; cute-prover obligation: equal(((4,8),(64,2,2)):((64,2097152),(1,16777216,256)),((4,8),(32,2,2,2)):((64,2097152),(1,32,16777216,256))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),(64,2,2)):((64,2097152),(1,16777216,256)), L2 = ((4,8),(32,2,2,2)):((64,2097152),(1,32,16777216,256))
; expected: unsat (no counterexample exists)
; equal(((4,8),(64,2,2)):((64,2097152),(1,16777216,256)),((4,8),(32,2,2,2)):((64,2097152),(1,32,16777216,256))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),(64,2,2)):((64,2097152),(1,16777216,256)), L2 = ((4,8),(32,2,2,2)):((64,2097152),(1,32,16777216,256))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(declare-fun xp!2 () Int)
(declare-fun xp!3 () Int)
(declare-fun xp!4 () Int)
(declare-fun xp!5 () Int)
(assert
 (let (($t0 (and (>= xp!0 0) (< xp!0 4) (>= xp!1 0) (< xp!1 8) (>= xp!2 0) (< xp!2 32) (>= xp!3 0) (< xp!3 2) (>= xp!4 0) (< xp!4 2) (>= xp!5 0) (< xp!5 2))))
 (let ((?t1 (* 64 xp!0)))
 (let ((?t2 (* 2097152 xp!1)))
 (let ((?t3 (* 32 xp!3)))
 (let ((?t4 (* 16777216 xp!4)))
 (let ((?t5 (* 256 xp!5)))
 (and true (and $t0 $t0 (not (= (+ ?t1 ?t2 (+ xp!2 ?t3) ?t4 ?t5) (+ ?t1 ?t2 xp!2 ?t3 ?t4 ?t5))))))))))))
(check-sat)
