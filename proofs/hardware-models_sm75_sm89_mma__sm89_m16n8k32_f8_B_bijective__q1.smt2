; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm75_sm89_mma.cute:37:1
; property: bijective(sm89.mma.m16n8k32.f8.B) && size(sm89.mma.m16n8k32.f8.B) == 256
; query 2 of 3
; expected: unsat
; cute-prover obligation: bijective(((4,8),(4,2)):((32,1),(8,128))) range: 0 <= L(x) < 256, L = ((4,8),(4,2)):((32,1),(8,128))
; expected: unsat (no counterexample exists)
; bijective(((4,8),(4,2)):((32,1),(8,128))) range: 0 <= L(x) < 256, L = ((4,8),(4,2)):((32,1),(8,128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!8 () Int)
(declare-fun x1!9 () Int)
(declare-fun x2!10 () Int)
(declare-fun x3!11 () Int)
(assert
 (let ((?t0 (+ (* 32 x0!8) x1!9 (* 8 x2!10) (* 128 x3!11))))
 (and true (and (and (>= x0!8 0) (< x0!8 4) (>= x1!9 0) (< x1!9 8) (>= x2!10 0) (< x2!10 4) (>= x3!11 0) (< x3!11 2)) (or (< ?t0 0) (>= ?t0 256))))))
(check-sat)
