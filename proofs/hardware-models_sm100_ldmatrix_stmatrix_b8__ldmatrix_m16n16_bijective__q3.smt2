; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:25:1
; property: bijective(sm100.ldmatrix.m16n16.x1.trans.b8) && size(sm100.ldmatrix.m16n16.x1.trans.b8) == 256 && bijective(sm100.ldmatrix.m16n16.x2.trans.b8) && size(sm100.ldmatrix.m16n16.x2.trans.b8) == 512
; query 4 of 6
; expected: unsat
; cute-prover obligation: bijective(((4,8),(2,2,4)):((32,1),(16,8,128))) injective: L(x) != L(y) for x != y, L = ((4,8),(2,2,4)):((32,1),(16,8,128))
; expected: unsat (no counterexample exists)
; bijective(((4,8),(2,2,4)):((32,1),(16,8,128))) injective: L(x) != L(y) for x != y, L = ((4,8),(2,2,4)):((32,1),(16,8,128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!15 () Int)
(declare-fun x1!16 () Int)
(declare-fun x2!17 () Int)
(declare-fun x3!18 () Int)
(declare-fun x4!19 () Int)
(declare-fun y0!20 () Int)
(declare-fun y1!21 () Int)
(declare-fun y2!22 () Int)
(declare-fun y3!23 () Int)
(declare-fun y4!24 () Int)
(assert
 (and true (and (and (>= x0!15 0) (< x0!15 4) (>= x1!16 0) (< x1!16 8) (>= x2!17 0) (< x2!17 2) (>= x3!18 0) (< x3!18 2) (>= x4!19 0) (< x4!19 4)) (and (>= y0!20 0) (< y0!20 4) (>= y1!21 0) (< y1!21 8) (>= y2!22 0) (< y2!22 2) (>= y3!23 0) (< y3!23 2) (>= y4!24 0) (< y4!24 4)) (or (not (= x0!15 y0!20)) (not (= x1!16 y1!21)) (not (= x2!17 y2!22)) (not (= x3!18 y3!23)) (not (= x4!19 y4!24))) (= (+ (* 32 x0!15) x1!16 (* 16 x2!17) (* 8 x3!18) (* 128 x4!19)) (+ (* 32 y0!20) y1!21 (* 16 y2!22) (* 8 y3!23) (* 128 y4!24))))))
(check-sat)
