; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:16:1
; property: tile_size(mma, 0) == 128 && tile_size(mma, 1) == 256 && injective(acc) && (forall m in [0,128), n in [0,256): acc(m, n) == sm100.tcgen05.mma.m128n256.D(m, n))
; query 2 of 3
; expected: unsat
; cute-prover obligation: injective((128,256):(65536,1)) injective: L(x) != L(y) for x != y, L = (128,256):(65536,1)
; expected: unsat (no counterexample exists)
; injective((128,256):(65536,1)) injective: L(x) != L(y) for x != y, L = (128,256):(65536,1)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun y0!2 () Int)
(declare-fun y1!3 () Int)
(assert
 (and true (and (and (>= x0!0 0) (< x0!0 128) (>= x1!1 0) (< x1!1 256)) (and (>= y0!2 0) (< y0!2 128) (>= y1!3 0) (< y1!3 256)) (or (not (= x0!0 y0!2)) (not (= x1!1 y1!3))) (= (+ (* 65536 x0!0) x1!1) (+ (* 65536 y0!2) y1!3)))))
(check-sat)
