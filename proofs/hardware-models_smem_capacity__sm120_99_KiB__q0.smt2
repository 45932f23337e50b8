; cute-prover 0.1.0 proof obligation
; source: hardware-models/smem_capacity.cute:19:1
; property: sm120.smem.max_bytes_per_block == 99 * 1024
; query 1 of 1
; expected: unsat
; cute-prover obligation: condition condition: sm120.smem.max_bytes_per_block == (99 * 1024)
; expected: unsat (no counterexample exists)
; condition condition: sm120.smem.max_bytes_per_block == (99 * 1024)
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 101376 101376)))))
(check-sat)
