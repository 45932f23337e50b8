; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:241:1
; property: injective(sm100.tcgen05.mma.m128n256.D) && injective(sm100.tcgen05.mma.m64n256.F) && injective(sm100.tcgen05.mma.cta2.m128n256.B) && equal(sm100.tcgen05.mma.cta2.m256n256.A, sm100.tcgen05.mma.m128n256.D)
; query 3 of 5
; expected: unsat
; cute-prover obligation: injective((64,(128,2)):(65536,(1,4194304))) injective: L(x) != L(y) for x != y, L = (64,(128,2)):(65536,(1,4194304))
; expected: unsat (no counterexample exists)
; injective((64,(128,2)):(65536,(1,4194304))) injective: L(x) != L(y) for x != y, L = (64,(128,2)):(65536,(1,4194304))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!10 () Int)
(declare-fun x1!11 () Int)
(declare-fun x2!12 () Int)
(declare-fun y0!13 () Int)
(declare-fun y1!14 () Int)
(declare-fun y2!15 () Int)
(assert
 (and true (and (and (>= x0!10 0) (< x0!10 64) (>= x1!11 0) (< x1!11 128) (>= x2!12 0) (< x2!12 2)) (and (>= y0!13 0) (< y0!13 64) (>= y1!14 0) (< y1!14 128) (>= y2!15 0) (< y2!15 2)) (or (not (= x0!10 y0!13)) (not (= x1!11 y1!14)) (not (= x2!12 y2!15))) (= (+ (* 65536 x0!10) x1!11 (* 4194304 x2!12)) (+ (* 65536 y0!13) y1!14 (* 4194304 y2!15))))))
(check-sat)
