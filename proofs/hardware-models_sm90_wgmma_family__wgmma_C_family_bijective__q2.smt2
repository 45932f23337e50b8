; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_wgmma_family.cute:5:1
; property: bijective(C) && size(C) == 64*N
; assume: N % 8 == 0 && 8 <= N && N <= 256
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(C) == (64 * N)
; expected: unsat (no counterexample exists)
; condition condition: size(C) == (64 * N)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |N#q| () Int)
(assert
 (let ((?t0 (* 512 |N#q|)))
(let (($t1 (= ?t0 ?t0)))
(let (($t2 (not $t1)))
(let (($t3 (and true $t2)))
(let ((?t4 (* 8 |N#q|)))
(let (($t5 (<= ?t4 256)))
(let (($t6 (<= 8 ?t4)))
(let (($t7 (= 0 0)))
(let (($t8 (and $t7 $t6 $t5)))
(and $t8 $t3)))))))))))
(check-sat)
