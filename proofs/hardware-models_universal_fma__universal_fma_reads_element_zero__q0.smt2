; cute-prover 0.1.0 proof obligation
; source: hardware-models/universal_fma.cute:8:1
; property: universal.fma.A(0,0) == 0 && universal.fma.B(0,0) == 0 && universal.fma.C(0,0) == 0
; query 1 of 1
; expected: unsat
; cute-prover obligation: condition condition: ((universal.fma.A(0,0) == 0) && (universal.fma.B(0,0) == 0)) && (universal.fma.C(0,0) == 0)
; expected: unsat (no counterexample exists)
; condition condition: ((universal.fma.A(0,0) == 0) && (universal.fma.B(0,0) == 0)) && (universal.fma.C(0,0) == 0)
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (let (($t0 (= 0 0)))
 (and true (and true (not (and $t0 $t0 $t0))))))
(check-sat)
