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
 (let ((?t0 (* 4096 |N#q|)))
(let (($t1 (= ?t0 ?t0)))
(let (($t2 (not $t1)))
(let (($t3 (and true $t2)))
(let ((?t4 (* 32 |N#q|)))
(let (($t5 (<= ?t4 256)))
(let (($t6 (<= 32 ?t4)))
(let (($t7 (= 0 0)))
(let (($t8 (and $t7 $t6 $t5)))
(and $t8 $t3)))))))))))
(check-sat)
