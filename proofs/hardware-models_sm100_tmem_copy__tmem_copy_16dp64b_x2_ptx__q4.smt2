; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_copy.cute:56:1
; property: size(sm100.tmem_copy.16dp64b.x2.regs) == 2048 && equal(composition(sm100.tmem_copy.16dp64b.x2.val_id, sm100.tmem_copy.16dp64b.x2.regs), ((2,2,8),(32,2)):((16777216,32,2097152),(1,64))) && equal(composition(sm100.tmem_copy.16dp64b.x2.16b.val_id, sm100.tmem_copy.16dp64b.x2.regs), ((2,2,8),(16,2,2)):((16777216,64,2097152),(1,32,128))) && (forall t in [0,32), r in [0,2), b in [0,32): ((2,2,8),(32,2)):((16777216,32,2097152),(1,64))(t, 32*r + b) == 32*((t/4 + 8*(t%2))*65536 + (2*r + (t/2)%2)) + b) && (forall t in [0,32), r in [0,2), h in [0,2), b in [0,16): ((2,2,8),(16,2,2)):((16777216,64,2097152),(1,32,128))(t, 32*r + 16*h + b) == 32*((t/4 + 8*(t%2))*65536 + (2*r + (t/2)%2) + (2*r + (t/2)%2) + h) + b)
; query 5 of 7
; expected: unsat
; cute-prover obligation: equal(((2,2,8),((16,2),2)):((16777216,64,2097152),((1,32),128)),((2,2,8),(16,2,2)):((16777216,64,2097152),(1,32,128))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((2,2,8),((16,2),2)):((16777216,64,2097152),((1,32),128)), L2 = ((2,2,8),(16,2,2)):((16777216,64,2097152),(1,32,128))
; expected: unsat (no counterexample exists)
; equal(((2,2,8),((16,2),2)):((16777216,64,2097152),((1,32),128)),((2,2,8),(16,2,2)):((16777216,64,2097152),(1,32,128))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((2,2,8),((16,2),2)):((16777216,64,2097152),((1,32),128)), L2 = ((2,2,8),(16,2,2)):((16777216,64,2097152),(1,32,128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!5 () Int)
(declare-fun xp!6 () Int)
(declare-fun xp!7 () Int)
(declare-fun xp!8 () Int)
(declare-fun xp!9 () Int)
(declare-fun xp!10 () Int)
(assert
 (let (($t0 (and (>= xp!5 0) (< xp!5 2) (>= xp!6 0) (< xp!6 2) (>= xp!7 0) (< xp!7 8) (>= xp!8 0) (< xp!8 16) (>= xp!9 0) (< xp!9 2) (>= xp!10 0) (< xp!10 2))))
 (let ((?t1 (+ (* 16777216 xp!5) (* 64 xp!6) (* 2097152 xp!7) xp!8 (* 32 xp!9) (* 128 xp!10))))
 (and true (and $t0 $t0 (not (= ?t1 ?t1)))))))
(check-sat)
