; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:241:1
; property: injective(sm100.tcgen05.mma.m128n256.D) && injective(sm100.tcgen05.mma.m64n256.F) && injective(sm100.tcgen05.mma.cta2.m128n256.B) && equal(sm100.tcgen05.mma.cta2.m256n256.A, sm100.tcgen05.mma.m128n256.D)
; query 2 of 5
; expected: unsat
; cute-prover obligation: injective(((16,4),256):((65536,2097152),1)) injective: L(x) != L(y) for x != y, L = ((16,4),256):((65536,2097152),1)
; expected: unsat (no counterexample exists)
; injective(((16,4),256):((65536,2097152),1)) injective: L(x) != L(y) for x != y, L = ((16,4),256):((65536,2097152),1)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!4 () Int)
(declare-fun x1!5 () Int)
(declare-fun x2!6 () Int)
(declare-fun y0!7 () Int)
(declare-fun y1!8 () Int)
(declare-fun y2!9 () Int)
(assert
 (and true (and (and (>= x0!4 0) (< x0!4 16) (>= x1!5 0) (< x1!5 4) (>= x2!6 0) (< x2!6 256)) (and (>= y0!7 0) (< y0!7 16) (>= y1!8 0) (< y1!8 4) (>= y2!9 0) (< y2!9 256)) (or (not (= x0!4 y0!7)) (not (= x1!5 y1!8)) (not (= x2!6 y2!9))) (= (+ (* 65536 x0!4) (* 2097152 x1!5) x2!6) (+ (* 65536 y0!7) (* 2097152 y1!8) y2!9)))))
(check-sat)
