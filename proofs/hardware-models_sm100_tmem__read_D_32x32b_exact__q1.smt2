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
 (let (($t0 (= 32768 32768)))
(let (($t1 (not $t0)))
(let (($t2 (and true $t1)))
(and true $t2)))))
(check-sat)
