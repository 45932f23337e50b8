; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:42:1
; property: bijective(sm100.stmatrix.m16n8.x1.trans.b8) && bijective(sm100.stmatrix.m16n8.x2.trans.b8) && bijective(sm100.stmatrix.m16n8.x4.trans.b8) && size(sm100.stmatrix.m16n8.x4.trans.b8) == 512
; query 5 of 7
; expected: unsat
; cute-prover obligation: bijective(((4,8),(2,2,4)):((32,1),(16,8,128))) injective: L(x) != L(y) for x != y, L = ((4,8),(2,2,4)):((32,1),(16,8,128))
; expected: unsat (no counterexample exists)
; bijective(((4,8),(2,2,4)):((32,1),(16,8,128))) injective: L(x) != L(y) for x != y, L = ((4,8),(2,2,4)):((32,1),(16,8,128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!27 () Int)
(declare-fun x1!28 () Int)
(declare-fun x2!29 () Int)
(declare-fun x3!30 () Int)
(declare-fun x4!31 () Int)
(declare-fun y0!32 () Int)
(declare-fun y1!33 () Int)
(declare-fun y2!34 () Int)
(declare-fun y3!35 () Int)
(declare-fun y4!36 () Int)
(assert
 (and true (and (and (>= x0!27 0) (< x0!27 4) (>= x1!28 0) (< x1!28 8) (>= x2!29 0) (< x2!29 2) (>= x3!30 0) (< x3!30 2) (>= x4!31 0) (< x4!31 4)) (and (>= y0!32 0) (< y0!32 4) (>= y1!33 0) (< y1!33 8) (>= y2!34 0) (< y2!34 2) (>= y3!35 0) (< y3!35 2) (>= y4!36 0) (< y4!36 4)) (or (not (= x0!27 y0!32)) (not (= x1!28 y1!33)) (not (= x2!29 y2!34)) (not (= x3!30 y3!35)) (not (= x4!31 y4!36))) (= (+ (* 32 x0!27) x1!28 (* 16 x2!29) (* 8 x3!30) (* 128 x4!31)) (+ (* 32 y0!32) y1!33 (* 16 y2!34) (* 8 y3!35) (* 128 y4!36))))))
(check-sat)
