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
 (let (($t0 (= 256 256)))
(let (($t1 (= 128 128)))
(let (($t2 (and $t1 $t0)))
(let (($t3 (not $t2)))
(let (($t4 (and true $t3)))
(and true $t4)))))))
(check-sat)
