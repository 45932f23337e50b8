; cute-prover 0.1.0 proof obligation
; source: hardware-models/ldmatrix_stmatrix.cute:17:1
; property: bijective(sm75.ldmatrix.x2.trans) && size(sm75.ldmatrix.x2.trans) == 128 && (forall t in [0,32), v in [0,4): sm75.ldmatrix.x2.trans(t,v) == 8*(8*(v/2) + 2*(t%4) + v%2) + t/4)
; query 3 of 4
; expected: unsat
; cute-prover obligation: condition condition: size(sm75.ldmatrix.x2.trans) == 128
; expected: unsat (no counterexample exists)
; condition condition: size(sm75.ldmatrix.x2.trans) == 128
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 128 128)))))
(check-sat)
