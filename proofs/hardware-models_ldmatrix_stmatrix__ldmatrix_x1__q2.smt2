; cute-prover 0.1.0 proof obligation
; source: hardware-models/ldmatrix_stmatrix.cute:11:1
; property: bijective(sm75.ldmatrix.x1) && size(sm75.ldmatrix.x1) == 64 && (forall t in [0,32), v in [0,2): sm75.ldmatrix.x1(t,v) == 8*(8*(v/2) + t/4) + 2*(t%4) + v%2)
; query 3 of 4
; expected: unsat
; cute-prover obligation: condition condition: size(sm75.ldmatrix.x1) == 64
; expected: unsat (no counterexample exists)
; condition condition: size(sm75.ldmatrix.x1) == 64
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 64 64)))))
(check-sat)
