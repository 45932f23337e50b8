; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_copy.cute:151:1
; property: size(sm100.tmem_copy.16dp32b.x8.regs) == 8192 && equal(composition(sm100.tmem_copy.16dp32b.x8.val_id, sm100.tmem_copy.16dp32b.x8.regs), ((16,2),(32,8)):((2097152,256),(1,32))) && equal(composition(sm100.tmem_copy.16dp32b.x8.16b.val_id, sm100.tmem_copy.16dp32b.x8.regs), ((16,2),(16,2,8)):((2097152,512),(1,32,64))) && (forall t in [0,32), r in [0,8), b in [0,32): ((16,2),(32,8)):((2097152,256),(1,32))(t, 32*r + b) == 32*((t%16)*65536 + (r + 8*(t/16))) + b) && (forall t in [0,32), r in [0,8), h in [0,2), b in [0,16): ((16,2),(16,2,8)):((2097152,512),(1,32,64))(t, 32*r + 16*h + b) == 32*((t%16)*65536 + (r + 8*(t/16)) + (r + 8*(t/16)) + h) + b)
; query 5 of 7
; expected: unsat
; cute-prover obligation: equal(((16,2),(16,16)):((2097152,512),(1,32)),((16,2),(16,2,8)):((2097152,512),(1,32,64))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((16,2),(16,16)):((2097152,512),(1,32)), L2 = ((16,2),(16,2,8)):((2097152,512),(1,32,64))
; expected: unsat (no counterexample exists)
; equal(((16,2),(16,16)):((2097152,512),(1,32)),((16,2),(16,2,8)):((2097152,512),(1,32,64))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((16,2),(16,16)):((2097152,512),(1,32)), L2 = ((16,2),(16,2,8)):((2097152,512),(1,32,64))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!4 () Int)
(declare-fun xp!5 () Int)
(declare-fun xp!6 () Int)
(declare-fun xp!7 () Int)
(declare-fun xp!8 () Int)
(assert
 (let (($t0 (and (>= xp!4 0) (< xp!4 16) (>= xp!5 0) (< xp!5 2) (>= xp!6 0) (< xp!6 16) (>= xp!7 0) (< xp!7 2) (>= xp!8 0) (< xp!8 8))))
 (let ((?t1 (* 2097152 xp!4)))
 (let ((?t2 (* 512 xp!5)))
 (and true (and $t0 $t0 (not (= (+ ?t1 ?t2 xp!6 (* 32 (+ xp!7 (* 2 xp!8)))) (+ ?t1 ?t2 xp!6 (* 32 xp!7) (* 64 xp!8))))))))))
(check-sat)
