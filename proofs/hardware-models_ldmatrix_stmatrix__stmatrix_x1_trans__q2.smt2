; cute-prover 0.1.0 proof obligation
; source: hardware-models/ldmatrix_stmatrix.cute:27:1
; property: bijective(sm90.stmatrix.x1.trans) && size(sm90.stmatrix.x1.trans) == 64 && (forall t in [0,32), v in [0,2): sm90.stmatrix.x1.trans(t,v) == 8*(8*(v/2) + 2*(t%4) + v%2) + t/4)
; query 3 of 4
; expected: unsat
; cute-prover obligation: condition condition: size(sm90.stmatrix.x1.trans) == 64
; expected: unsat (no counterexample exists)
; condition condition: size(sm90.stmatrix.x1.trans) == 64
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 64 64)))))
(check-sat)
