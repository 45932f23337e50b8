; cute-prover 0.1.0 proof obligation
; source: hardware-models/vector_copy.cute:7:1
; property: size(vector) == BITS/E
; assume: BITS in {8,16,32,64,128,256} && E in {8,16,32,64,128} && E <= BITS
; query 1 of 1
; expected: unsat
; cute-prover obligation: condition condition: size(vector) == (BITS / E)
; expected: unsat (no counterexample exists)
; condition condition: size(vector) == (BITS / E)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun BITS () Int)
(declare-fun E () Int)
(declare-fun div!0 () Int)
(assert
 (let ((?t0 (* E div!0)))
 (let ((?t1 (+ ?t0 E)))
 (and (and (or (= BITS 8) (= BITS 16) (= BITS 32) (= BITS 64) (= BITS 128) (= BITS 256)) (or (= E 8) (= E 16) (= E 32) (= E 64) (= E 128)) (<= E BITS)) (and true (not (= div!0 div!0))) (=> (> E 0) (and (<= ?t0 BITS) (< BITS ?t1))) (=> (< E 0) (and (>= ?t0 BITS) (> BITS ?t1)))))))
(check-sat)
