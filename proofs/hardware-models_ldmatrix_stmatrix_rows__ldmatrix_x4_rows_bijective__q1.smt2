; cute-prover 0.1.0 proof obligation
; source: hardware-models/ldmatrix_stmatrix_rows.cute:12:1
; property: bijective(sm75.ldmatrix.x4.rows)
; query 2 of 2
; expected: unsat
; cute-prover obligation: bijective((32,8):(8,1)) range: 0 <= L(x) < 256, L = (32,8):(8,1)
; expected: unsat (no counterexample exists)
; bijective((32,8):(8,1)) range: 0 <= L(x) < 256, L = (32,8):(8,1)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!4 () Int)
(declare-fun x1!5 () Int)
(assert
 (let ((?t0 (+ (* 8 x0!4) x1!5)))
 (and true (and (and (>= x0!4 0) (< x0!4 32) (>= x1!5 0) (< x1!5 8)) (or (< ?t0 0) (>= ?t0 256))))))
(check-sat)
