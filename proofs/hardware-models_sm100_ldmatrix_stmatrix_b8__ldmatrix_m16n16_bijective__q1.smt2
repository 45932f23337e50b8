; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:25:1
; property: bijective(sm100.ldmatrix.m16n16.x1.trans.b8) && size(sm100.ldmatrix.m16n16.x1.trans.b8) == 256 && bijective(sm100.ldmatrix.m16n16.x2.trans.b8) && size(sm100.ldmatrix.m16n16.x2.trans.b8) == 512
; query 2 of 6
; expected: unsat
; cute-prover obligation: bijective(((4,8),(2,2,2)):((32,1),(16,8,128))) range: 0 <= L(x) < 256, L = ((4,8),(2,2,2)):((32,1),(16,8,128))
; expected: unsat (no counterexample exists)
; bijective(((4,8),(2,2,2)):((32,1),(16,8,128))) range: 0 <= L(x) < 256, L = ((4,8),(2,2,2)):((32,1),(16,8,128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!10 () Int)
(declare-fun x1!11 () Int)
(declare-fun x2!12 () Int)
(declare-fun x3!13 () Int)
(declare-fun x4!14 () Int)
(assert
 (let ((?t0 (+ (* 32 x0!10) x1!11 (* 16 x2!12) (* 8 x3!13) (* 128 x4!14))))
 (and true (and (and (>= x0!10 0) (< x0!10 4) (>= x1!11 0) (< x1!11 8) (>= x2!12 0) (< x2!12 2) (>= x3!13 0) (< x3!13 2) (>= x4!14 0) (< x4!14 2)) (or (< ?t0 0) (>= ?t0 256))))))
(check-sat)
