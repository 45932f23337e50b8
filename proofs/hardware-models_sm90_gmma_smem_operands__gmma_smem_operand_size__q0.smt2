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
 (let ((?t0 (* 1024 K |MN#q|)))
(let (($t1 (= ?t0 ?t0)))
(let (($t2 (not $t1)))
(let (($t3 (and true $t2)))
(let (($t4 (= K 32)))
(let (($t5 (= K 16)))
(let (($t6 (= K 8)))
(let (($t7 (or $t6 $t5 $t4)))
(let ((?t8 (* 8 |MN#q|)))
(let (($t9 (<= ?t8 256)))
(let (($t10 (<= 8 ?t8)))
(let (($t11 (= 0 0)))
(let (($t12 (and $t11 $t10 $t9 $t7)))
(and $t12 $t3)))))))))))))))
(check-sat)
