; cute-prover 0.1.0 proof obligation
; source: specs/known_bugs.cute:5:1
; property: composition_valid((6,2):(1,7),(3,2):(2,3))
; query 2 of 2
; expected: unsat
; cute-prover obligation: composition_valid((6,2):(1,7),(3,2):(2,3)) composition: R(x) == A(B(x)) for x in the domain of B, A = (6,2):(1,7), B = (3,2):(2,3), R = (3,2):(2,3)
; expected: unsat (no counterexample exists)
; composition_valid((6,2):(1,7),(3,2):(2,3)) composition: R(x) == A(B(x)) for x in the domain of B, A = (6,2):(1,7), B = (3,2):(2,3), R = (3,2):(2,3)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(assert
 (let ((?t0 (+ (* 2 xp!0) (* 3 xp!1))))
 (and true (and (and (>= xp!0 0) (< xp!0 3) (>= xp!1 0) (< xp!1 2)) (not (= ?t0 (+ ?t0 (* 7 0))))))))
(check-sat)
