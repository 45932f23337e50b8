; cute-prover 0.1.0 proof obligation
; source: specs/sm90_collective_builder.cute:40:1
; property: size<3>(tAgA) == K/64 && size<3>(tBgB) == K/64 && size<3>(tAsA) == 4 && size<3>(tBsB) == 4
; assume: M % 256 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && 0 <= bm && bm < M/256 && 0 <= bn && bn < N/128 && 0 <= cta && cta < 2
; query 8 of 44
; expected: unsat
; cute-prover obligation: branch: ceil_div(K,64) != 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(K,64) != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |K#q| () Int)
(declare-fun cta () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 64 |K#q|)))
 (let (($t2 (<= 0 0)))
 (let (($t3 (< 0 1)))
 (let (($t4 (= 1 1)))
 (let (($t5 (= |K#q| 1)))
 (and (and $t0 $t0 $t0 (<= 256 65536) (<= 128 65536) (<= ?t1 65536) $t2 $t3 $t2 $t3 (<= 0 cta) (< cta 2) $t4 (not $t5) $t4) $t5 (>= ?t1 1)))))))))
(check-sat)
