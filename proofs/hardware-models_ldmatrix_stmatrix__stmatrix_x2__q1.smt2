; cute-prover 0.1.0 proof obligation
; source: hardware-models/ldmatrix_stmatrix.cute:31:1
; property: bijective(sm90.stmatrix.x2) && size(sm90.stmatrix.x2) == 128 && (forall t in [0,32), v in [0,4): sm90.stmatrix.x2(t,v) == 8*(8*(v/2) + t/4) + 2*(t%4) + v%2)
; query 2 of 4
; expected: unsat
; cute-prover obligation: bijective((32,(2,2)):(2,(1,64))) range: 0 <= L(x) < 128, L = (32,(2,2)):(2,(1,64))
; expected: unsat (no counterexample exists)
; bijective((32,(2,2)):(2,(1,64))) range: 0 <= L(x) < 128, L = (32,(2,2)):(2,(1,64))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!6 () Int)
(declare-fun x1!7 () Int)
(declare-fun x2!8 () Int)
(assert
 (let ((?t0 (+ (* 2 x0!6) x1!7 (* 64 x2!8))))
 (and true (and (and (>= x0!6 0) (< x0!6 32) (>= x1!7 0) (< x1!7 2) (>= x2!8 0) (< x2!8 2)) (or (< ?t0 0) (>= ?t0 128))))))
(check-sat)
