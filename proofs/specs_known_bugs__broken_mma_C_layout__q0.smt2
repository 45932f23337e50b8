; cute-prover 0.1.0 proof obligation
; source: specs/known_bugs.cute:8:1
; property: covers(((4,8),(2,2)):((16,1),(16,8)), (16,8))
; query 1 of 3
; expected: unsat
; cute-prover obligation: covers(((4,8),(2,2)):((16,1),(16,8)),(16,8)) size(TV) == size(S): 128 == 128
; expected: unsat (no counterexample exists)
; covers(((4,8),(2,2)):((16,1),(16,8)),(16,8)) size(TV) == size(S): 128 == 128
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (not (= 128 128))))
(check-sat)
