; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_copy.cute:139:1
; property: size(sm100.tmem_copy.16dp32b.x1.regs) == 1024 && equal(composition(sm100.tmem_copy.16dp32b.x1.val_id, sm100.tmem_copy.16dp32b.x1.regs), ((16,2),(32,1)):((2097152,32),(1,32))) && equal(composition(sm100.tmem_copy.16dp32b.x1.16b.val_id, sm100.tmem_copy.16dp32b.x1.regs), ((16,2),(16,2,1)):((2097152,64),(1,32,64))) && (forall t in [0,32), r in [0,1), b in [0,32): ((16,2),(32,1)):((2097152,32),(1,32))(t, 32*r + b) == 32*((t%16)*65536 + (r + 1*(t/16))) + b) && (forall t in [0,32), r in [0,1), h in [0,2), b in [0,16): ((16,2),(16,2,1)):((2097152,64),(1,32,64))(t, 32*r + 16*h + b) == 32*((t%16)*65536 + (r + 1*(t/16)) + (r + 1*(t/16)) + h) + b)
; query 3 of 7
; expected: unsat
; cute-prover obligation: equal(((16,2),32):((2097152,32),1),((16,2),(32,1)):((2097152,32),(1,32))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((16,2),32):((2097152,32),1), L2 = ((16,2),(32,1)):((2097152,32),(1,32))
; expected: unsat (no counterexample exists)
; equal(((16,2),32):((2097152,32),1),((16,2),(32,1)):((2097152,32),(1,32))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((16,2),32):((2097152,32),1), L2 = ((16,2),(32,1)):((2097152,32),(1,32))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(declare-fun xp!2 () Int)
(assert
 (let (($t0 (and (>= xp!0 0) (< xp!0 16) (>= xp!1 0) (< xp!1 2) (>= xp!2 0) (< xp!2 32))))
 (let ((?t1 (* 2097152 xp!0)))
 (let ((?t2 (* 32 xp!1)))
 (and true (and $t0 $t0 (not (= (+ ?t1 ?t2 xp!2) (+ ?t1 ?t2 xp!2 (* 32 0))))))))))
(check-sat)
