; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:58:1
; property: bijective(sm100.ldmatrix.m8n16.x1.b8x16) && bijective(sm100.ldmatrix.m8n16.x2.b8x16) && bijective(sm100.ldmatrix.m8n16.x4.b8x16) && size(sm100.ldmatrix.m8n16.x4.b8x16) == 512
; query 4 of 7
; expected: unsat
; cute-prover obligation: bijective((32,(4,2)):(4,(1,128))) range: 0 <= L(x) < 256, L = (32,(4,2)):(4,(1,128))
; expected: unsat (no counterexample exists)
; bijective((32,(4,2)):(4,(1,128))) range: 0 <= L(x) < 256, L = (32,(4,2)):(4,(1,128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!12 () Int)
(declare-fun x1!13 () Int)
(declare-fun x2!14 () Int)
(assert
 (let ((?t0 (+ (* 4 x0!12) x1!13 (* 128 x2!14))))
 (and true (and (and (>= x0!12 0) (< x0!12 32) (>= x1!13 0) (< x1!13 4) (>= x2!14 0) (< x2!14 2)) (or (< ?t0 0) (>= ?t0 256))))))
(check-sat)
