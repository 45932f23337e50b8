; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_copy.cute:35:1
; property: size(sm100.tmem_copy.32dp32b.x16.regs) == 16384 && equal(composition(sm100.tmem_copy.32dp32b.x16.val_id, sm100.tmem_copy.32dp32b.x16.regs), (32,(32,16)):(2097152,(1,32))) && equal(composition(sm100.tmem_copy.32dp32b.x16.16b.val_id, sm100.tmem_copy.32dp32b.x16.regs), (32,(16,2,16)):(2097152,(1,32,64))) && (forall t in [0,32), r in [0,16), b in [0,32): (32,(32,16)):(2097152,(1,32))(t, 32*r + b) == 32*((t)*65536 + (r)) + b) && (forall t in [0,32), r in [0,16), h in [0,2), b in [0,16): (32,(16,2,16)):(2097152,(1,32,64))(t, 32*r + 16*h + b) == 32*((t)*65536 + (r) + (r) + h) + b)
; query 2 of 7
; expected: unsat
; cute-prover obligation: equal((32,512):(2097152,1),(32,(32,16)):(2097152,(1,32))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 16384 true size(L1) = 16384
; expected: unsat (no counterexample exists)
; equal((32,512):(2097152,1),(32,(32,16)):(2097152,(1,32))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 16384 true size(L1) = 16384
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (< 16384 16384)))
(check-sat)
