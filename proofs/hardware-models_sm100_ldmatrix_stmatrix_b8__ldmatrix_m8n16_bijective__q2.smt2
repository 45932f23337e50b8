; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:58:1
; property: bijective(sm100.ldmatrix.m8n16.x1.b8x16) && bijective(sm100.ldmatrix.m8n16.x2.b8x16) && bijective(sm100.ldmatrix.m8n16.x4.b8x16) && size(sm100.ldmatrix.m8n16.x4.b8x16) == 512
; query 3 of 7
; expected: unsat
; cute-prover obligation: bijective((32,(4,2)):(4,(1,128))) injective: L(x) != L(y) for x != y, L = (32,(4,2)):(4,(1,128))
; expected: unsat (no counterexample exists)
; bijective((32,(4,2)):(4,(1,128))) injective: L(x) != L(y) for x != y, L = (32,(4,2)):(4,(1,128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!6 () Int)
(declare-fun x1!7 () Int)
(declare-fun x2!8 () Int)
(declare-fun y0!9 () Int)
(declare-fun y1!10 () Int)
(declare-fun y2!11 () Int)
(assert
 (and true (and (and (>= x0!6 0) (< x0!6 32) (>= x1!7 0) (< x1!7 4) (>= x2!8 0) (< x2!8 2)) (and (>= y0!9 0) (< y0!9 32) (>= y1!10 0) (< y1!10 4) (>= y2!11 0) (< y2!11 2)) (or (not (= x0!6 y0!9)) (not (= x1!7 y1!10)) (not (= x2!8 y2!11))) (= (+ (* 4 x0!6) x1!7 (* 128 x2!8)) (+ (* 4 y0!9) y1!10 (* 128 y2!11))))))
(check-sat)
