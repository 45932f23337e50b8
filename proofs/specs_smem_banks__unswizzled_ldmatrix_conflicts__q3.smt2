; cute-prover 0.1.0 proof obligation
; source: specs/smem_banks.cute:22:1
; property: bank_conflicts(sA64_plain, 2, ldsm_x4_64) == 1
; assume: 0 <= s
; query 4 of 4
; expected: unsat
; cute-prover obligation: bank_conflicts bank_conflicts == 1 at vector width 1 (2 B per thread): no phase has two distinct words in one bank, SMEM = (16,64):(64,1), 2-byte elements, TV = ((16,2),8):((1,128),16)
; expected: unsat (no counterexample exists)
; bank_conflicts bank_conflicts == 1 at vector width 1 (2 B per thread): no phase has two distinct words in one bank, SMEM = (16,64):(64,1), 2-byte elements, TV = ((16,2),8):((1,128),16)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun s () Int)
(assert
 (and (and (<= 0 s)) false))
(check-sat)
