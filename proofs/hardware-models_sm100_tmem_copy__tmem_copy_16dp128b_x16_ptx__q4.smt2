; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_copy.cute:101:1
; property: size(sm100.tmem_copy.16dp128b.x16.regs) == 32768 && equal(composition(sm100.tmem_copy.16dp128b.x16.val_id, sm100.tmem_copy.16dp128b.x16.regs), ((4,8),(32,2,16)):((32,2097152),(1,16777216,128))) && equal(composition(sm100.tmem_copy.16dp128b.x16.16b.val_id, sm100.tmem_copy.16dp128b.x16.regs), ((4,8),(16,2,2,16)):((64,2097152),(1,32,16777216,256))) && (forall t in [0,32), r in [0,32), b in [0,32): ((4,8),(32,2,16)):((32,2097152),(1,16777216,128))(t, 32*r + b) == 32*((t/4 + 8*(r%2))*65536 + (4*(r/2) + t%4)) + b) && (forall t in [0,32), r in [0,32), h in [0,2), b in [0,16): ((4,8),(16,2,2,16)):((64,2097152),(1,32,16777216,256))(t, 32*r + 16*h + b) == 32*((t/4 + 8*(r%2))*65536 + (4*(r/2) + t%4) + (4*(r/2) + t%4) + h) + b)
; query 5 of 7
; expected: unsat
; cute-prover obligation: equal(((4,8),((16,2),2,16)):((64,2097152),((1,32),16777216,256)),((4,8),(16,2,2,16)):((64,2097152),(1,32,16777216,256))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),((16,2),2,16)):((64,2097152),((1,32),16777216,256)), L2 = ((4,8),(16,2,2,16)):((64,2097152),(1,32,16777216,256))
; expected: unsat (no counterexample exists)
; equal(((4,8),((16,2),2,16)):((64,2097152),((1,32),16777216,256)),((4,8),(16,2,2,16)):((64,2097152),(1,32,16777216,256))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8),((16,2),2,16)):((64,2097152),((1,32),16777216,256)), L2 = ((4,8),(16,2,2,16)):((64,2097152),(1,32,16777216,256))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!5 () Int)
(declare-fun xp!6 () Int)
(declare-fun xp!7 () Int)
(declare-fun xp!8 () Int)
(declare-fun xp!9 () Int)
(declare-fun xp!10 () Int)
(assert
 (let (($t0 (and (>= xp!5 0) (< xp!5 4) (>= xp!6 0) (< xp!6 8) (>= xp!7 0) (< xp!7 16) (>= xp!8 0) (< xp!8 2) (>= xp!9 0) (< xp!9 2) (>= xp!10 0) (< xp!10 16))))
 (let ((?t1 (+ (* 64 xp!5) (* 2097152 xp!6) xp!7 (* 32 xp!8) (* 16777216 xp!9) (* 256 xp!10))))
 (and true (and $t0 $t0 (not (= ?t1 ?t1)))))))
(check-sat)
