; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:58:1
; property: bijective(sm100.ldmatrix.m8n16.x1.b8x16) && bijective(sm100.ldmatrix.m8n16.x2.b8x16) && bijective(sm100.ldmatrix.m8n16.x4.b8x16) && size(sm100.ldmatrix.m8n16.x4.b8x16) == 512
; query 2 of 7
; expected: unsat
; cute-prover obligation: bijective((32,4):(4,1)) range: 0 <= L(x) < 128, L = (32,4):(4,1)
; expected: unsat (no counterexample exists)
; bijective((32,4):(4,1)) range: 0 <= L(x) < 128, L = (32,4):(4,1)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!4 () Int)
(declare-fun x1!5 () Int)
(assert
 (let ((?t0 (+ (* 4 x0!4) x1!5)))
 (and true (and (and (>= x0!4 0) (< x0!4 32) (>= x1!5 0) (< x1!5 4)) (or (< ?t0 0) (>= ?t0 128))))))
(check-sat)
