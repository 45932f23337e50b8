; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:58:1
; property: bijective(sm100.ldmatrix.m8n16.x1.b8x16) && bijective(sm100.ldmatrix.m8n16.x2.b8x16) && bijective(sm100.ldmatrix.m8n16.x4.b8x16) && size(sm100.ldmatrix.m8n16.x4.b8x16) == 512
; query 6 of 7
; expected: unsat
; cute-prover obligation: bijective((32,(4,4)):(4,(1,128))) range: 0 <= L(x) < 512, L = (32,(4,4)):(4,(1,128))
; expected: unsat (no counterexample exists)
; bijective((32,(4,4)):(4,(1,128))) range: 0 <= L(x) < 512, L = (32,(4,4)):(4,(1,128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!21 () Int)
(declare-fun x1!22 () Int)
(declare-fun x2!23 () Int)
(assert
 (let ((?t0 (+ (* 4 x0!21) x1!22 (* 128 x2!23))))
 (and true (and (and (>= x0!21 0) (< x0!21 32) (>= x1!22 0) (< x1!22 4) (>= x2!23 0) (< x2!23 4)) (or (< ?t0 0) (>= ?t0 512))))))
(check-sat)
