; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:249:1
; property: injective(read_D_32x32b) && size(read_D_32x32b) == 32768 && (forall t in [0,128), v in [0,256): read_D_32x32b(t,v) / 65536 < 128 && read_D_32x32b(t,v) % 65536 < 256)
; query 2 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(read_D_32x32b) == 32768
; expected: unsat (no counterexample exists)
; condition condition: size(read_D_32x32b) == 32768
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 32768 32768)))))
(check-sat)
