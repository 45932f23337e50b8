; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_family.cute:8:1
; property: size(read_D) == 128*N
; assume: N % 32 == 0 && 32 <= N && N <= 256
; query 1 of 1
; expected: unsat
; cute-prover obligation: condition condition: size(read_D) == (128 * N)
; expected: unsat (no counterexample exists)
; condition condition: size(read_D) == (128 * N)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |N#q| () Int)
(assert
 (let ((?t0 (* 32 |N#q|)))
 (let ((?t1 (* 4096 |N#q|)))
 (and (and (= 0 0) (<= 32 ?t0) (<= ?t0 256)) (and true (not (= ?t1 ?t1)))))))
(check-sat)
