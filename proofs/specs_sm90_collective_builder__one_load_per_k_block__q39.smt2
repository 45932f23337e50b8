; cute-prover 0.1.0 proof obligation
; source: specs/sm90_collective_builder.cute:40:1
; property: size<3>(tAgA) == K/64 && size<3>(tBgB) == K/64 && size<3>(tAsA) == 4 && size<3>(tBsB) == 4
; assume: M % 256 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && 0 <= bm && bm < M/256 && 0 <= bn && bn < N/128 && 0 <= cta && cta < 2
; query 40 of 44
; expected: unsat
; cute-prover obligation: branch: ceil_div(K,64) != 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(K,64) != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun cta () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 256 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (let (($t4 (= |K#q| 1)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (<= 0 bm) (< bm |M#q|) (<= 0 bn) (< bn |N#q|) (<= 0 cta) (< cta 2) (not (= |M#q| 1)) (not $t4) (not (= |N#q| 1))) $t4 (>= ?t1 1) (>= ?t2 1) (>= ?t3 1))))))))
(check-sat)
