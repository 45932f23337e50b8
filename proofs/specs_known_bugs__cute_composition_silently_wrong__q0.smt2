; cute-prover 0.1.0 proof obligation
; source: specs/known_bugs.cute:5:1
; property: composition_valid((6,2):(1,7),(3,2):(2,3))
; query 1 of 2
; expected: sat
; cute-prover obligation: lemma: A's coordinates of B(x) are in range, A = (6,2):(1,7), B = (3,2):(2,3)
; expected: unsat (no counterexample exists)
; lemma: A's coordinates of B(x) are in range, A = (6,2):(1,7), B = (3,2):(2,3)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(assert
 (let ((?t0 (+ (* 2 xp!0) (* 3 xp!1))))
 (and true (and (and (>= xp!0 0) (< xp!0 3) (>= xp!1 0) (< xp!1 2)) (or (< ?t0 0) (>= ?t0 6) (< 0 0))))))
(check-sat)
