; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_copy.cute:47:1
; property: size(sm100.tmem_copy.32dp32b.x128.regs) == 131072 && equal(composition(sm100.tmem_copy.32dp32b.x128.val_id, sm100.tmem_copy.32dp32b.x128.regs), (32,(32,128)):(2097152,(1,32))) && equal(composition(sm100.tmem_copy.32dp32b.x128.16b.val_id, sm100.tmem_copy.32dp32b.x128.regs), (32,(16,2,128)):(2097152,(1,32,64))) && (forall t in [0,32), r in [0,128), b in [0,32): (32,(32,128)):(2097152,(1,32))(t, 32*r + b) == 32*((t)*65536 + (r)) + b) && (forall t in [0,32), r in [0,128), h in [0,2), b in [0,16): (32,(16,2,128)):(2097152,(1,32,64))(t, 32*r + 16*h + b) == 32*((t)*65536 + (r) + (r) + h) + b)
; query 5 of 7
; expected: unsat
; cute-prover obligation: equal((32,(16,256)):(2097152,(1,32)),(32,(16,2,128)):(2097152,(1,32,64))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = (32,(16,256)):(2097152,(1,32)), L2 = (32,(16,2,128)):(2097152,(1,32,64))
; expected: unsat (no counterexample exists)
; equal((32,(16,256)):(2097152,(1,32)),(32,(16,2,128)):(2097152,(1,32,64))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = (32,(16,256)):(2097152,(1,32)), L2 = (32,(16,2,128)):(2097152,(1,32,64))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!3 () Int)
(declare-fun xp!4 () Int)
(declare-fun xp!5 () Int)
(declare-fun xp!6 () Int)
(assert
 (let (($t0 (and (>= xp!3 0) (< xp!3 32) (>= xp!4 0) (< xp!4 16) (>= xp!5 0) (< xp!5 2) (>= xp!6 0) (< xp!6 128))))
 (let ((?t1 (* 2097152 xp!3)))
 (and true (and $t0 $t0 (not (= (+ ?t1 xp!4 (* 32 (+ xp!5 (* 2 xp!6)))) (+ ?t1 xp!4 (* 32 xp!5) (* 64 xp!6)))))))))
(check-sat)
