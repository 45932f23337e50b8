; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:16:1
; property: tile_size(mma, 0) == 128 && tile_size(mma, 1) == 256 && injective(acc) && (forall m in [0,128), n in [0,256): acc(m, n) == sm100.tcgen05.mma.m128n256.D(m, n))
; query 3 of 3
; expected: unsat
; cute-prover obligation: forall forall: acc(m,n) == sm100.tcgen05.mma.m128n256.D(m,n)
; expected: unsat (no counterexample exists)
; forall forall: acc(m,n) == sm100.tcgen05.mma.m128n256.D(m,n)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun m () Int)
(declare-fun n () Int)
(assert
 (let ((?t0 (+ (* 65536 m) n)))
 (and true (and (and (<= 0 m) (< m 128) (<= 0 n) (< n 256)) (not (= ?t0 ?t0))))))
(check-sat)
