; cute-prover 0.1.0 proof obligation
; source: specs/smem_banks.cute:17:1
; property: bank_conflicts(sA32, 2, cp_async_32) == 1
; assume: 0 <= s
; query 1 of 4
; expected: unsat
; cute-prover obligation: bank_conflicts bank_conflicts == 1 at vector width 8 (16 B per thread): no phase has two distinct words in one bank, SMEM = Sw<2,3,3> o 1024*s o (32,32):(32,1), 2-byte elements, TV = ((4,32),8):((256,1),32)
; expected: unsat (no counterexample exists)
; bank_conflicts bank_conflicts == 1 at vector width 8 (16 B per thread): no phase has two distinct words in one bank, SMEM = Sw<2,3,3> o 1024*s o (32,32):(32,1), 2-byte elements, TV = ((4,32),8):((256,1),32)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun s () Int)
(assert
 (and (and (<= 0 s)) false))
(check-sat)
