; cute-prover 0.1.0 proof obligation
; source: specs/sm90_collective_builder.cute:44:1
; property: offset_of(tBgB) == (128*bn, 0) && size<0>(tBgB) == 8192
; assume: M % 256 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && 0 <= bm && bm < M/256 && 0 <= bn && bn < N/128 && 0 <= cta && cta < 2
; query 4 of 16
; expected: unsat
; cute-prover obligation: branch: ceil_div(K,64) != 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(K,64) != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun cta () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 256 |M#q|)))
 (let ((?t2 (* 64 |K#q|)))
 (let (($t3 (= |K#q| 1)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= 128 65536) (<= ?t2 65536) (<= 0 bm) (< bm |M#q|) (<= 0 0) (< 0 1) (<= 0 cta) (< cta 2) (= 1 1) (not $t3)) $t3 (>= ?t2 1) (>= ?t1 1)))))))
(check-sat)
