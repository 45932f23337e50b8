; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_gmma_smem_operands.cute:8:1
; property: size(smem_operand) == 128*MN*K
; assume: MN % 8 == 0 && 8 <= MN && MN <= 256 && K in {8,16,32}
; query 1 of 1
; expected: unsat
; cute-prover obligation: condition condition: size(smem_operand) == ((128 * MN) * K)
; expected: unsat (no counterexample exists)
; condition condition: size(smem_operand) == ((128 * MN) * K)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun |MN#q| () Int)
(declare-fun K () Int)
(assert
 (let ((?t0 (* 8 |MN#q|)))
 (let ((?t1 (* 1024 K |MN#q|)))
 (and (and (= 0 0) (<= 8 ?t0) (<= ?t0 256) (or (= K 8) (= K 16) (= K 32))) (and true (not (= ?t1 ?t1)))))))
(check-sat)
