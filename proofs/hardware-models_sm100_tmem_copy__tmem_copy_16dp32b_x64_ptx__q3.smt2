; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_copy.cute:163:1
; property: size(sm100.tmem_copy.16dp32b.x64.regs) == 65536 && equal(composition(sm100.tmem_copy.16dp32b.x64.val_id, sm100.tmem_copy.16dp32b.x64.regs), ((16,2),(32,64)):((2097152,2048),(1,32))) && equal(composition(sm100.tmem_copy.16dp32b.x64.16b.val_id, sm100.tmem_copy.16dp32b.x64.regs), ((16,2),(16,2,64)):((2097152,4096),(1,32,64))) && (forall t in [0,32), r in [0,64), b in [0,32): ((16,2),(32,64)):((2097152,2048),(1,32))(t, 32*r + b) == 32*((t%16)*65536 + (r + 64*(t/16))) + b) && (forall t in [0,32), r in [0,64), h in [0,2), b in [0,16): ((16,2),(16,2,64)):((2097152,4096),(1,32,64))(t, 32*r + 16*h + b) == 32*((t%16)*65536 + (r + 64*(t/16)) + (r + 64*(t/16)) + h) + b)
; query 4 of 7
; expected: unsat
; cute-prover obligation: equal(((16,2),(16,128)):((2097152,4096),(1,32)),((16,2),(16,2,64)):((2097152,4096),(1,32,64))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 65536 true size(L1) = 65536
; expected: unsat (no counterexample exists)
; equal(((16,2),(16,128)):((2097152,4096),(1,32)),((16,2),(16,2,64)):((2097152,4096),(1,32,64))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 65536 true size(L1) = 65536
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (< 65536 65536)))
(check-sat)
