; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:42:1
; property: bijective(sm100.stmatrix.m16n8.x1.trans.b8) && bijective(sm100.stmatrix.m16n8.x2.trans.b8) && bijective(sm100.stmatrix.m16n8.x4.trans.b8) && size(sm100.stmatrix.m16n8.x4.trans.b8) == 512
; query 6 of 7
; expected: unsat
; cute-prover obligation: bijective(((4,8),(2,2,4)):((32,1),(16,8,128))) range: 0 <= L(x) < 512, L = ((4,8),(2,2,4)):((32,1),(16,8,128))
; expected: unsat (no counterexample exists)
; bijective(((4,8),(2,2,4)):((32,1),(16,8,128))) range: 0 <= L(x) < 512, L = ((4,8),(2,2,4)):((32,1),(16,8,128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!37 () Int)
(declare-fun x1!38 () Int)
(declare-fun x2!39 () Int)
(declare-fun x3!40 () Int)
(declare-fun x4!41 () Int)
(assert
 (let ((?t0 (+ (* 32 x0!37) x1!38 (* 16 x2!39) (* 8 x3!40) (* 128 x4!41))))
 (and true (and (and (>= x0!37 0) (< x0!37 4) (>= x1!38 0) (< x1!38 8) (>= x2!39 0) (< x2!39 2) (>= x3!40 0) (< x3!40 2) (>= x4!41 0) (< x4!41 4)) (or (< ?t0 0) (>= ?t0 512))))))
(check-sat)
