; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:58:1
; property: bijective(sm100.ldmatrix.m8n16.x1.b8x16) && bijective(sm100.ldmatrix.m8n16.x2.b8x16) && bijective(sm100.ldmatrix.m8n16.x4.b8x16) && size(sm100.ldmatrix.m8n16.x4.b8x16) == 512
; query 5 of 7
; expected: unsat
; cute-prover obligation: bijective((32,(4,4)):(4,(1,128))) injective: L(x) != L(y) for x != y, L = (32,(4,4)):(4,(1,128))
; expected: unsat (no counterexample exists)
; bijective((32,(4,4)):(4,(1,128))) injective: L(x) != L(y) for x != y, L = (32,(4,4)):(4,(1,128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!15 () Int)
(declare-fun x1!16 () Int)
(declare-fun x2!17 () Int)
(declare-fun y0!18 () Int)
(declare-fun y1!19 () Int)
(declare-fun y2!20 () Int)
(assert
 (and true (and (and (>= x0!15 0) (< x0!15 32) (>= x1!16 0) (< x1!16 4) (>= x2!17 0) (< x2!17 4)) (and (>= y0!18 0) (< y0!18 32) (>= y1!19 0) (< y1!19 4) (>= y2!20 0) (< y2!20 4)) (or (not (= x0!15 y0!18)) (not (= x1!16 y1!19)) (not (= x2!17 y2!20))) (= (+ (* 4 x0!15) x1!16 (* 128 x2!17)) (+ (* 4 y0!18) y1!19 (* 128 y2!20))))))
(check-sat)
