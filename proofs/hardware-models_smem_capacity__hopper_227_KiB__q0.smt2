; cute-prover 0.1.0 proof obligation
; source: hardware-models/smem_capacity.cute:18:1
; property: sm90.smem.max_bytes_per_block == 227 * 1024
; query 1 of 1
; expected: unsat
; cute-prover obligation: condition condition: sm90.smem.max_bytes_per_block == (227 * 1024)
; expected: unsat (no counterexample exists)
; condition condition: sm90.smem.max_bytes_per_block == (227 * 1024)
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 232448 232448)))))
(check-sat)
