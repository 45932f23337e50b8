; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:52:1
; property: equal(layout_of(tCgC), get<1>(cta_C))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; assume: 0 <= bm && bm < M/128 && 0 <= bn && bn < N/128 && 0 <= tid && tid < 128
; query 4 of 22
; expected: unsat
; cute-prover obligation: branch: N >= 1
; expected: unsat (no counterexample exists)
; branch: N >= 1
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
(let (($t4 (< ?t2 1)))
(let (($t5 (= |N#q| 1)))
(let (($t6 (not $t5)))
(let (($t7 (= 1 1)))
(let (($t8 (< tid 128)))
(let (($t9 (<= 0 tid)))
(let (($t10 (< bn |N#q|)))
(let (($t11 (<= 0 bn)))
(let (($t12 (< 0 1)))
(let (($t13 (<= 0 0)))
(let (($t14 (= 0 0)))
(let (($t15 (and $t14 $t14 $t14 $t13 $t12 $t11 $t10 $t9 $t8 $t7 $t6)))
(and $t15 $t4 $t3 $t1))))))))))))))))))
(check-sat)
