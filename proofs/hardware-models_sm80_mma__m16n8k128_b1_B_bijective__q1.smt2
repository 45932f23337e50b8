; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm80_mma.cute:169:1
; property: bijective(sm80.mma.m16n8k128.b1.B) && size(sm80.mma.m16n8k128.b1.B) == 1024
; query 2 of 3
; expected: unsat
; cute-prover obligation: bijective(((4,8),32):((256,1),8)) range: 0 <= L(x) < 1024, L = ((4,8),32):((256,1),8)
; expected: unsat (no counterexample exists)
; bijective(((4,8),32):((256,1),8)) range: 0 <= L(x) < 1024, L = ((4,8),32):((256,1),8)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!6 () Int)
(declare-fun x1!7 () Int)
(declare-fun x2!8 () Int)
(assert
 (let ((?t0 (+ (* 256 x0!6) x1!7 (* 8 x2!8))))
 (and true (and (and (>= x0!6 0) (< x0!6 4) (>= x1!7 0) (< x1!7 8) (>= x2!8 0) (< x2!8 32)) (or (< ?t0 0) (>= ?t0 1024))))))
(check-sat)
