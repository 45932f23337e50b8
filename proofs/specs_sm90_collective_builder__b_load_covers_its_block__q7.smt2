; cute-prover 0.1.0 proof obligation
; source: specs/sm90_collective_builder.cute:44:1
; property: offset_of(tBgB) == (128*bn, 0) && size<0>(tBgB) == 8192
; assume: M % 256 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && 0 <= bm && bm < M/256 && 0 <= bn && bn < N/128 && 0 <= cta && cta < 2
; query 8 of 16
; expected: unsat
; cute-prover obligation: branch: ceil_div(N,128) != 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(N,128) != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun cta () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 256 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let (($t3 (= |N#q| 1)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= 64 65536) (<= 0 bm) (< bm |M#q|) (<= 0 bn) (< bn |N#q|) (<= 0 cta) (< cta 2) (not $t3) (= 1 1)) $t3 (>= ?t2 1) (>= ?t1 1)))))))
(check-sat)
