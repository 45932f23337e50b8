; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_copy.cute:114:1
; property: size(sm100.tmem_copy.16dp256b.x1.regs) == 4096 && equal(composition(sm100.tmem_copy.16dp256b.x1.val_id, sm100.tmem_copy.16dp256b.x1.regs), ((4,8),(32,2,2,1)):((64,2097152),(1,32,16777216,256))) && equal(composition(sm100.tmem_copy.16dp256b.x1.16b.val_id, sm100.tmem_copy.16dp256b.x1.regs), ((4,8),(16,2,2,2,1)):((128,2097152),(1,32,64,16777216,512))) && (forall t in [0,32), r in [0,4), b in [0,32): ((4,8),(32,2,2,1)):((64,2097152),(1,32,16777216,256))(t, 32*r + b) == 32*((t/4 + 8*((r/2)%2))*65536 + (8*(r/4) + 2*(t%4) + r%2)) + b) && (forall t in [0,32), r in [0,4), h in [0,2), b in [0,16): ((4,8),(16,2,2,2,1)):((128,2097152),(1,32,64,16777216,512))(t, 32*r + 16*h + b) == 32*((t/4 + 8*((r/2)%2))*65536 + (8*(r/4) + 2*(t%4) + r%2) + (8*(r/4) + 2*(t%4) + r%2) + h) + b)
; query 5 of 7
; expected: unsat
; cute-prover obligation: equal(((4,8),((16,4),2)):((128,2097152),((1,32),16777216)),((4,8),(16,2,2,2,1)):((128,2097152),(1,32,64,16777216,512))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),((16,4),2)):((128,2097152),((1,32),16777216)), L2 = ((4,8),(16,2,2,2,1)):((128,2097152),(1,32,64,16777216,512))
; expected: unsat (no counterexample exists)
; equal(((4,8),((16,4),2)):((128,2097152),((1,32),16777216)),((4,8),(16,2,2,2,1)):((128,2097152),(1,32,64,16777216,512))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),((16,4),2)):((128,2097152),((1,32),16777216)), L2 = ((4,8),(16,2,2,2,1)):((128,2097152),(1,32,64,16777216,512))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!5 () Int)
(declare-fun xp!6 () Int)
(declare-fun xp!7 () Int)
(declare-fun xp!8 () Int)
(declare-fun xp!9 () Int)
(declare-fun xp!10 () Int)
(assert
 (let (($t0 (and (>= xp!5 0) (< xp!5 4) (>= xp!6 0) (< xp!6 8) (>= xp!7 0) (< xp!7 16) (>= xp!8 0) (< xp!8 2) (>= xp!9 0) (< xp!9 2) (>= xp!10 0) (< xp!10 2))))
 (let ((?t1 (* 128 xp!5)))
 (let ((?t2 (* 2097152 xp!6)))
 (let ((?t3 (* 16777216 xp!10)))
 (and true (and $t0 $t0 (not (= (+ ?t1 ?t2 xp!7 (* 32 (+ xp!8 (* 2 xp!9))) ?t3) (+ ?t1 ?t2 xp!7 (* 32 xp!8) (* 64 xp!9) ?t3 (* 512 0)))))))))))
(check-sat)
