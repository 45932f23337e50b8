; cute-prover 0.1.0 proof obligation
; source: specs/sm90_collective_builder.cute:41:1
; property: forall j in [0, K/64): layout_of(tAgA)(0, 0, 0, j) == (64*j, 0) && layout_of(tBgB)(0, 0, 0, j) == (0, 64*j)
; assume: M % 256 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && 0 <= bm && bm < M/256 && 0 <= bn && bn < N/128 && 0 <= cta && cta < 2
; query 2 of 44
; expected: unsat
; cute-prover obligation: branch: N != 1
; expected: unsat (no counterexample exists)
; branch: N != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |N#q| () Int)
(declare-fun bn () Int)
(declare-fun cta () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |N#q|)))
 (let (($t2 (= 1 1)))
 (and (and $t0 $t0 $t0 (<= 256 65536) (<= ?t1 65536) (<= 64 65536) (<= 0 0) (< 0 1) (<= 0 bn) (< bn |N#q|) (<= 0 cta) (< cta 2) $t2 $t2 (not (= |N#q| 1))) (= ?t1 1) (>= ?t1 1))))))
(check-sat)
