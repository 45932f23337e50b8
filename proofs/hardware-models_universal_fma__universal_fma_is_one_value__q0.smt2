; cute-prover 0.1.0 proof obligation
; source: hardware-models/universal_fma.cute:7:1
; property: size(universal.fma.A) == 1 && size(universal.fma.B) == 1 && size(universal.fma.C) == 1
; query 1 of 1
; expected: unsat
; cute-prover obligation: condition condition: ((size(universal.fma.A) == 1) && (size(universal.fma.B) == 1)) && (size(universal.fma.C) == 1)
; expected: unsat (no counterexample exists)
; condition condition: ((size(universal.fma.A) == 1) && (size(universal.fma.B) == 1)) && (size(universal.fma.C) == 1)
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (let (($t0 (= 1 1)))
 (and true (and true (not (and $t0 $t0 $t0))))))
(check-sat)
