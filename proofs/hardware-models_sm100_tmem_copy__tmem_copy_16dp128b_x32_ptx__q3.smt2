; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_copy.cute:105:1
; property: size(sm100.tmem_copy.16dp128b.x32.regs) == 65536 && equal(composition(sm100.tmem_copy.16dp128b.x32.val_id, sm100.tmem_copy.16dp128b.x32.regs), ((4,8),(32,2,32)):((32,2097152),(1,16777216,128))) && equal(composition(sm100.tmem_copy.16dp128b.x32.16b.val_id, sm100.tmem_copy.16dp128b.x32.regs), ((4,8),(16,2,2,32)):((64,2097152),(1,32,16777216,256))) && (forall t in [0,32), r in [0,64), b in [0,32): ((4,8),(32,2,32)):((32,2097152),(1,16777216,128))(t, 32*r + b) == 32*((t/4 + 8*(r%2))*65536 + (4*(r/2) + t%4)) + b) && (forall t in [0,32), r in [0,64), h in [0,2), b in [0,16): ((4,8),(16,2,2,32)):((64,2097152),(1,32,16777216,256))(t, 32*r + 16*h + b) == 32*((t/4 + 8*(r%2))*65536 + (4*(r/2) + t%4) + (4*(r/2) + t%4) + h) + b)
; query 4 of 7
; expected: unsat
; cute-prover obligation: equal(((4,8),((16,2),2,32)):((64,2097152),((1,32),16777216,256)),((4,8),(16,2,2,32)):((64,2097152),(1,32,16777216,256))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 65536 true size(L1) = 65536
; expected: unsat (no counterexample exists)
; equal(((4,8),((16,2),2,32)):((64,2097152),((1,32),16777216,256)),((4,8),(16,2,2,32)):((64,2097152),(1,32,16777216,256))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 65536 true size(L1) = 65536
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (< 65536 65536)))
(check-sat)
