; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:27:1
; property: bijective(tTR_cD) && size(tTR_cD) == 128*256
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(tTR_cD) == (128 * 256)
; expected: unsat (no counterexample exists)
; condition condition: size(tTR_cD) == (128 * 256)
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 32768 32768)))))
(check-sat)
