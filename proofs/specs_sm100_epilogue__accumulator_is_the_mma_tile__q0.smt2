; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:13:1
; property: tile_size(mma, 0) == 128 && tile_size(mma, 1) == 256 && size(acc) == 128*256 && injective(acc)
; query 1 of 2
; expected: unsat
; cute-prover obligation: condition condition: 128 == 128 && 256 == 256 && 32768 == 32768
; expected: unsat (no counterexample exists)
; condition condition: 128 == 128 && 256 == 256 && 32768 == 32768
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (let (($t0 (= 32768 32768)))
(let (($t1 (= 256 256)))
(let (($t2 (= 128 128)))
(let (($t3 (and $t2 $t1 $t0)))
(let (($t4 (not $t3)))
(let (($t5 (and true $t4)))
(and true $t5))))))))
(check-sat)
