; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:25:1
; property: bijective(sm100.ldmatrix.m16n16.x1.trans.b8) && size(sm100.ldmatrix.m16n16.x1.trans.b8) == 256 && bijective(sm100.ldmatrix.m16n16.x2.trans.b8) && size(sm100.ldmatrix.m16n16.x2.trans.b8) == 512
; query 5 of 6
; expected: unsat
; cute-prover obligation: bijective(((4,8),(2,2,4)):((32,1),(16,8,128))) range: 0 <= L(x) < 512, L = ((4,8),(2,2,4)):((32,1),(16,8,128))
; expected: unsat (no counterexample exists)
; bijective(((4,8),(2,2,4)):((32,1),(16,8,128))) range: 0 <= L(x) < 512, L = ((4,8),(2,2,4)):((32,1),(16,8,128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!25 () Int)
(declare-fun x1!26 () Int)
(declare-fun x2!27 () Int)
(declare-fun x3!28 () Int)
(declare-fun x4!29 () Int)
(assert
 (let ((?t0 (+ (* 32 x0!25) x1!26 (* 16 x2!27) (* 8 x3!28) (* 128 x4!29))))
 (and true (and (and (>= x0!25 0) (< x0!25 4) (>= x1!26 0) (< x1!26 8) (>= x2!27 0) (< x2!27 2) (>= x3!28 0) (< x3!28 2) (>= x4!29 0) (< x4!29 4)) (or (< ?t0 0) (>= ?t0 512))))))
(check-sat)
