; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:42:1
; property: bijective(sm100.stmatrix.m16n8.x1.trans.b8) && bijective(sm100.stmatrix.m16n8.x2.trans.b8) && bijective(sm100.stmatrix.m16n8.x4.trans.b8) && size(sm100.stmatrix.m16n8.x4.trans.b8) == 512
; query 3 of 7
; expected: unsat
; cute-prover obligation: bijective(((4,8),(2,2,2)):((32,1),(16,8,128))) injective: L(x) != L(y) for x != y, L = ((4,8),(2,2,2)):((32,1),(16,8,128))
; expected: unsat (no counterexample exists)
; bijective(((4,8),(2,2,2)):((32,1),(16,8,128))) injective: L(x) != L(y) for x != y, L = ((4,8),(2,2,2)):((32,1),(16,8,128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!12 () Int)
(declare-fun x1!13 () Int)
(declare-fun x2!14 () Int)
(declare-fun x3!15 () Int)
(declare-fun x4!16 () Int)
(declare-fun y0!17 () Int)
(declare-fun y1!18 () Int)
(declare-fun y2!19 () Int)
(declare-fun y3!20 () Int)
(declare-fun y4!21 () Int)
(assert
 (and true (and (and (>= x0!12 0) (< x0!12 4) (>= x1!13 0) (< x1!13 8) (>= x2!14 0) (< x2!14 2) (>= x3!15 0) (< x3!15 2) (>= x4!16 0) (< x4!16 2)) (and (>= y0!17 0) (< y0!17 4) (>= y1!18 0) (< y1!18 8) (>= y2!19 0) (< y2!19 2) (>= y3!20 0) (< y3!20 2) (>= y4!21 0) (< y4!21 2)) (or (not (= x0!12 y0!17)) (not (= x1!13 y1!18)) (not (= x2!14 y2!19)) (not (= x3!15 y3!20)) (not (= x4!16 y4!21))) (= (+ (* 32 x0!12) x1!13 (* 16 x2!14) (* 8 x3!15) (* 128 x4!16)) (+ (* 32 y0!17) y1!18 (* 16 y2!19) (* 8 y3!20) (* 128 y4!21))))))
(check-sat)
