; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_copy.cute:147:1
; property: size(sm100.tmem_copy.16dp32b.x4.regs) == 4096 && equal(composition(sm100.tmem_copy.16dp32b.x4.val_id, sm100.tmem_copy.16dp32b.x4.regs), ((16,2),(32,4)):((2097152,128),(1,32))) && equal(composition(sm100.tmem_copy.16dp32b.x4.16b.val_id, sm100.tmem_copy.16dp32b.x4.regs), ((16,2),(16,2,4)):((2097152,256),(1,32,64))) && (forall t in [0,32), r in [0,4), b in [0,32): ((16,2),(32,4)):((2097152,128),(1,32))(t, 32*r + b) == 32*((t%16)*65536 + (r + 4*(t/16))) + b) && (forall t in [0,32), r in [0,4), h in [0,2), b in [0,16): ((16,2),(16,2,4)):((2097152,256),(1,32,64))(t, 32*r + 16*h + b) == 32*((t%16)*65536 + (r + 4*(t/16)) + (r + 4*(t/16)) + h) + b)
; query 2 of 7
; expected: unsat
; cute-prover obligation: equal(((16,2),128):((2097152,128),1),((16,2),(32,4)):((2097152,128),(1,32))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 4096 true size(L1) = 4096
; expected: unsat (no counterexample exists)
; equal(((16,2),128):((2097152,128),1),((16,2),(32,4)):((2097152,128),(1,32))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 4096 true size(L1) = 4096
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (< 4096 4096)))
(check-sat)
