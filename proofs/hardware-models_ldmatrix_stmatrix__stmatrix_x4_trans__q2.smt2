; cute-prover 0.1.0 proof obligation
; source: hardware-models/ldmatrix_stmatrix.cute:37:1
; property: bijective(sm90.stmatrix.x4.trans) && size(sm90.stmatrix.x4.trans) == 256 && (forall t in [0,32), v in [0,8): sm90.stmatrix.x4.trans(t,v) == 8*(8*(v/2) + 2*(t%4) + v%2) + t/4)
; query 3 of 4
; expected: unsat
; cute-prover obligation: condition condition: size(sm90.stmatrix.x4.trans) == 256
; expected: unsat (no counterexample exists)
; condition condition: size(sm90.stmatrix.x4.trans) == 256
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (= 256 256)))))
(check-sat)
