; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:52:1
; property: equal(layout_of(tCgC), get<1>(cta_C))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; assume: 0 <= bm && bm < M/128 && 0 <= bn && bn < N/128 && 0 <= tid && tid < 128
; query 20 of 22
; expected: unsat
; cute-prover obligation: branch: 16*N != 1
; expected: unsat (no counterexample exists)
; branch: 16*N != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(declare-fun tid () Int)
(declare-fun bn () Int)
(declare-fun bm () Int)
(assert
 (let ((?t0 (* 32 |K#q|)))
(let (($t1 (>= ?t0 1)))
(let ((?t2 (* 128 |N#q|)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 128 |M#q|)))
(let (($t5 (>= ?t4 1)))
(let ((?t6 (* 2048 |N#q|)))
(let (($t7 (= ?t6 1)))
(let (($t8 (= |N#q| 1)))
(let (($t9 (not $t8)))
(let (($t10 (= |M#q| 1)))
(let (($t11 (not $t10)))
(let (($t12 (< tid 128)))
(let (($t13 (<= 0 tid)))
(let (($t14 (< bn |N#q|)))
(let (($t15 (<= 0 bn)))
(let (($t16 (< bm |M#q|)))
(let (($t17 (<= 0 bm)))
(let (($t18 (= 0 0)))
(let (($t19 (and $t18 $t18 $t18 $t17 $t16 $t15 $t14 $t13 $t12 $t11 $t9)))
(and $t19 $t7 $t5 $t3 $t1))))))))))))))))))))))
(check-sat)
