; cute-prover 0.1.0 proof obligation
; source: hardware-models/smem_swizzle.cute:26:1
; property: forall x in [0,128): sm90.tma.swizzle.none(x) == x
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: sm90.tma.swizzle.none(x) == x
; expected: unsat (no counterexample exists)
; forall forall: sm90.tma.swizzle.none(x) == x
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x () Int)
(assert
 (and true (and (and (<= 0 x) (< x 128)) (not (= x x)))))
(check-sat)
