; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm75_movmatrix.cute:7:1
; property: bijective(sm75.movmatrix.trans) && (forall t in [0,32), v in [0,2): sm75.movmatrix.trans(t,v) == 8*(t/4) + 2*(t%4) + v)
; query 2 of 3
; expected: unsat
; cute-prover obligation: bijective((32,2):(2,1)) range: 0 <= L(x) < 64, L = (32,2):(2,1)
; expected: unsat (no counterexample exists)
; bijective((32,2):(2,1)) range: 0 <= L(x) < 64, L = (32,2):(2,1)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!4 () Int)
(declare-fun x1!5 () Int)
(assert
 (let ((?t0 (+ (* 2 x0!4) x1!5)))
 (and true (and (and (>= x0!4 0) (< x0!4 32) (>= x1!5 0) (< x1!5 2)) (or (< ?t0 0) (>= ?t0 64))))))
(check-sat)
