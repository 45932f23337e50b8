; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:53:1
; property: forall i in [0,128), j in [0,128): local_tile(gC, (128,128), (bm,bn))(i,j) == (128*bm + i)*N + 128*bn + j
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; assume: 0 <= bm && bm < M/128 && 0 <= bn && bn < N/128 && 0 <= tid && tid < 128
; query 11 of 16
; expected: unsat
; cute-prover obligation: branch: M >= 1
; expected: unsat (no counterexample exists)
; branch: M >= 1
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
(let (($t6 (< ?t4 1)))
(let (($t7 (= |N#q| 1)))
(let (($t8 (not $t7)))
(let (($t9 (= |M#q| 1)))
(let (($t10 (not $t9)))
(let (($t11 (< tid 128)))
(let (($t12 (<= 0 tid)))
(let (($t13 (< bn |N#q|)))
(let (($t14 (<= 0 bn)))
(let (($t15 (< bm |M#q|)))
(let (($t16 (<= 0 bm)))
(let (($t17 (= 0 0)))
(let (($t18 (and $t17 $t17 $t17 $t16 $t15 $t14 $t13 $t12 $t11 $t10 $t8)))
(and $t18 $t6 $t5 $t3 $t1)))))))))))))))))))))
(check-sat)
