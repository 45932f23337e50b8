; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_gmma_smem_operands.cute:7:1
; property: forall t in [0,128), v in [0,MN*K): smem_operand(t,v) == v
; assume: MN % 8 == 0 && 8 <= MN && MN <= 256 && K in {8,16,32}
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: smem_operand(t,v) == v
; expected: unsat (no counterexample exists)
; forall forall: smem_operand(t,v) == v
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun |MN#q| () Int)
(declare-fun K () Int)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!0 () Int)
(declare-fun mod!1 () Int)
(assert
 (let ((?t0 (* 8 |MN#q|)))
 (let ((?t1 (* ?t0 div!0)))
 (let ((?t2 (+ ?t1 ?t0)))
 (and (and (= 0 0) (<= 8 ?t0) (<= ?t0 256) (or (= K 8) (= K 16) (= K 32))) (and (and (<= 0 t) (< t 128) (<= 0 v) (< v (* 8 K |MN#q|))) (not (= (+ (* 8 |MN#q| div!0) mod!1) v))) (=> (> ?t0 0) (and (<= ?t1 v) (< v ?t2))) (=> (< ?t0 0) (and (>= ?t1 v) (> v ?t2))) (=> (not (= ?t0 0)) (= mod!1 (- v ?t1))))))))
(check-sat)
