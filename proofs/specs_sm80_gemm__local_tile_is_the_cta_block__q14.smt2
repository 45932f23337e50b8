; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:53:1
; property: forall i in [0,128), j in [0,128): local_tile(gC, (128,128), (bm,bn))(i,j) == (128*bm + i)*N + 128*bn + j
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; assume: 0 <= bm && bm < M/128 && 0 <= bn && bn < N/128 && 0 <= tid && tid < 128
; query 15 of 16
; expected: unsat
; cute-prover obligation: branch: ceil_div(N,128) != 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(N,128) != 1
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
(let (($t6 (= |N#q| 1)))
(let (($t7 (not $t6)))
(let (($t8 (= |M#q| 1)))
(let (($t9 (not $t8)))
(let (($t10 (< tid 128)))
(let (($t11 (<= 0 tid)))
(let (($t12 (< bn |N#q|)))
(let (($t13 (<= 0 bn)))
(let (($t14 (< bm |M#q|)))
(let (($t15 (<= 0 bm)))
(let (($t16 (= 0 0)))
(let (($t17 (and $t16 $t16 $t16 $t15 $t14 $t13 $t12 $t11 $t10 $t9 $t7)))
(and $t17 $t6 $t5 $t3 $t1))))))))))))))))))))
(check-sat)
