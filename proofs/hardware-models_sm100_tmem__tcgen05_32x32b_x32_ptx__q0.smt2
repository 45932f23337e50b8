; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:48:1
; property: injective(sm100.tcgen05.ld.32x32b.x32) && size(sm100.tcgen05.ld.32x32b.x32) == 1024 && (forall t in [0,32), r in [0,32): sm100.tcgen05.ld.32x32b.x32(t,r) == (t)*65536 + (r))
; query 1 of 3
; expected: unsat
; cute-prover obligation: injective((32,32):(65536,1)) injective: L(x) != L(y) for x != y, L = (32,32):(65536,1)
; expected: unsat (no counterexample exists)
; injective((32,32):(65536,1)) injective: L(x) != L(y) for x != y, L = (32,32):(65536,1)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun y0!2 () Int)
(declare-fun y1!3 () Int)
(assert
 (and true (and (and (>= x0!0 0) (< x0!0 32) (>= x1!1 0) (< x1!1 32)) (and (>= y0!2 0) (< y0!2 32) (>= y1!3 0) (< y1!3 32)) (or (not (= x0!0 y0!2)) (not (= x1!1 y1!3))) (= (+ (* 65536 x0!0) x1!1) (+ (* 65536 y0!2) y1!3)))))
(check-sat)
