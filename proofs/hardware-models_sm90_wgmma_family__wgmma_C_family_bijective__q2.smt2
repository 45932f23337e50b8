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
 (let ((?t0 (* 8 |N#q|)))
 (let ((?t1 (* 512 |N#q|)))
 (and (and (= 0 0) (<= 8 ?t0) (<= ?t0 256)) (and true (not (= ?t1 ?t1)))))))
(check-sat)
