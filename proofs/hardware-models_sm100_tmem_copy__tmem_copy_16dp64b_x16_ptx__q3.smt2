; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_copy.cute:68:1
; property: size(sm100.tmem_copy.16dp64b.x16.regs) == 16384 && equal(composition(sm100.tmem_copy.16dp64b.x16.val_id, sm100.tmem_copy.16dp64b.x16.regs), ((2,2,8),(32,16)):((16777216,32,2097152),(1,64))) && equal(composition(sm100.tmem_copy.16dp64b.x16.16b.val_id, sm100.tmem_copy.16dp64b.x16.regs), ((2,2,8),(16,2,16)):((16777216,64,2097152),(1,32,128))) && (forall t in [0,32), r in [0,16), b in [0,32): ((2,2,8),(32,16)):((16777216,32,2097152),(1,64))(t, 32*r + b) == 32*((t/4 + 8*(t%2))*65536 + (2*r + (t/2)%2)) + b) && (forall t in [0,32), r in [0,16), h in [0,2), b in [0,16): ((2,2,8),(16,2,16)):((16777216,64,2097152),(1,32,128))(t, 32*r + 16*h + b) == 32*((t/4 + 8*(t%2))*65536 + (2*r + (t/2)%2) + (2*r + (t/2)%2) + h) + b)
; query 4 of 7
; expected: unsat
; cute-prover obligation: equal(((2,2,8),((16,2),16)):((16777216,64,2097152),((1,32),128)),((2,2,8),(16,2,16)):((16777216,64,2097152),(1,32,128))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 16384 true size(L1) = 16384
; expected: unsat (no counterexample exists)
; equal(((2,2,8),((16,2),16)):((16777216,64,2097152),((1,32),128)),((2,2,8),(16,2,16)):((16777216,64,2097152),(1,32,128))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 16384 true size(L1) = 16384
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (< 16384 16384)))
(check-sat)
