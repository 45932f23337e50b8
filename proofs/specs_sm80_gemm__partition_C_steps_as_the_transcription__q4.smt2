; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:52:1
; property: equal(layout_of(tCgC), get<1>(cta_C))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; assume: 0 <= bm && bm < M/128 && 0 <= bn && bn < N/128 && 0 <= tid && tid < 128
; query 5 of 22
; expected: unsat
; cute-prover obligation: branch: ceil_div(N,128) != 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(N,128) != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun tid () Int)
(declare-fun bn () Int)
(assert
 (let ((?t0 (* 32 |K#q|)))
(let (($t1 (>= ?t0 1)))
(let ((?t2 (* 128 |N#q|)))
(let (($t3 (>= ?t2 1)))
(let (($t4 (= |N#q| 1)))
(let (($t5 (not $t4)))
(let (($t6 (= 1 1)))
(let (($t7 (< tid 128)))
(let (($t8 (<= 0 tid)))
(let (($t9 (< bn |N#q|)))
(let (($t10 (<= 0 bn)))
(let (($t11 (< 0 1)))
(let (($t12 (<= 0 0)))
(let (($t13 (= 0 0)))
(let (($t14 (and $t13 $t13 $t13 $t12 $t11 $t10 $t9 $t8 $t7 $t6 $t5)))
(and $t14 $t4 $t3 $t1)))))))))))))))))
(check-sat)
