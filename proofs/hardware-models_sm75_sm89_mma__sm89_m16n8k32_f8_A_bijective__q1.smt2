; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm75_sm89_mma.cute:36:1
; property: bijective(sm89.mma.m16n8k32.f8.A) && size(sm89.mma.m16n8k32.f8.A) == 512
; query 2 of 3
; expected: unsat
; cute-prover obligation: bijective(((4,8),(4,2,2)):((64,1),(16,8,256))) range: 0 <= L(x) < 512, L = ((4,8),(4,2,2)):((64,1),(16,8,256))
; expected: unsat (no counterexample exists)
; bijective(((4,8),(4,2,2)):((64,1),(16,8,256))) range: 0 <= L(x) < 512, L = ((4,8),(4,2,2)):((64,1),(16,8,256))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!10 () Int)
(declare-fun x1!11 () Int)
(declare-fun x2!12 () Int)
(declare-fun x3!13 () Int)
(declare-fun x4!14 () Int)
(assert
 (let ((?t0 (+ (* 64 x0!10) x1!11 (* 16 x2!12) (* 8 x3!13) (* 256 x4!14))))
 (and true (and (and (>= x0!10 0) (< x0!10 4) (>= x1!11 0) (< x1!11 8) (>= x2!12 0) (< x2!12 4) (>= x3!13 0) (< x3!13 2) (>= x4!14 0) (< x4!14 2)) (or (< ?t0 0) (>= ?t0 512))))))
(check-sat)
