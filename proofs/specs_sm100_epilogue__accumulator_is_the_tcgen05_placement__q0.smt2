; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:16:1
; property: tile_size(mma, 0) == 128 && tile_size(mma, 1) == 256 && injective(acc) && (forall m in [0,128), n in [0,256): acc(m, n) == sm100.tcgen05.mma.m128n256.D(m, n))
; query 1 of 3
; expected: unsat
; cute-prover obligation: condition condition: (tile_size(mma,0) == 128) && (tile_size(mma,1) == 256)
; expected: unsat (no counterexample exists)
; condition condition: (tile_size(mma,0) == 128) && (tile_size(mma,1) == 256)
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (and true (not (and (= 128 128) (= 256 256))))))
(check-sat)
