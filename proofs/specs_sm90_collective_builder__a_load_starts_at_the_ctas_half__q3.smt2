; cute-prover 0.1.0 proof obligation
; source: specs/sm90_collective_builder.cute:38:1
; property: offset_of(tAgA) == (0, 256*bm + 128*cta)
; assume: M % 256 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && 0 <= bm && bm < M/256 && 0 <= bn && bn < N/128 && 0 <= cta && cta < 2
; query 4 of 16
; expected: unsat
; cute-prover obligation: branch: ceil_div(K,64) != 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(K,64) != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bn () Int)
(declare-fun cta () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |N#q|)))
 (let ((?t2 (* 64 |K#q|)))
 (let (($t3 (= |K#q| 1)))
 (and (and $t0 $t0 $t0 (<= 256 65536) (<= ?t1 65536) (<= ?t2 65536) (<= 0 0) (< 0 1) (<= 0 bn) (< bn |N#q|) (<= 0 cta) (< cta 2) (= 1 1) (not $t3)) $t3 (>= ?t2 1) (>= ?t1 1)))))))
(check-sat)
