; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:42:1
; property: bijective(sm100.stmatrix.m16n8.x1.trans.b8) && bijective(sm100.stmatrix.m16n8.x2.trans.b8) && bijective(sm100.stmatrix.m16n8.x4.trans.b8) && size(sm100.stmatrix.m16n8.x4.trans.b8) == 512
; query 4 of 7
; expected: unsat
; cute-prover obligation: bijective(((4,8),(2,2,2)):((32,1),(16,8,128))) range: 0 <= L(x) < 256, L = ((4,8),(2,2,2)):((32,1),(16,8,128))
; expected: unsat (no counterexample exists)
; bijective(((4,8),(2,2,2)):((32,1),(16,8,128))) range: 0 <= L(x) < 256, L = ((4,8),(2,2,2)):((32,1),(16,8,128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!22 () Int)
(declare-fun x1!23 () Int)
(declare-fun x2!24 () Int)
(declare-fun x3!25 () Int)
(declare-fun x4!26 () Int)
(assert
 (let ((?t0 (+ (* 32 x0!22) x1!23 (* 16 x2!24) (* 8 x3!25) (* 128 x4!26))))
 (and true (and (and (>= x0!22 0) (< x0!22 4) (>= x1!23 0) (< x1!23 8) (>= x2!24 0) (< x2!24 2) (>= x3!25 0) (< x3!25 2) (>= x4!26 0) (< x4!26 2)) (or (< ?t0 0) (>= ?t0 256))))))
(check-sat)
