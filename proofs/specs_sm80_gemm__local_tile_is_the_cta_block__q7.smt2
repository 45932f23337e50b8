; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:53:1
; property: forall i in [0,128), j in [0,128): local_tile(gC, (128,128), (bm,bn))(i,j) == (128*bm + i)*N + 128*bn + j
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; assume: 0 <= bm && bm < M/128 && 0 <= bn && bn < N/128 && 0 <= tid && tid < 128
; query 8 of 16
; expected: unsat
; cute-prover obligation: branch: ceil_div(M,128) != 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(M,128) != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun bm () Int)
(declare-fun |M#q| () Int)
(declare-fun tid () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let (($t1 (= |M#q| 1)))
 (and (and $t0 $t0 $t0 (<= 0 bm) (< bm |M#q|) (<= 0 0) (< 0 1) (<= 0 tid) (< tid 128) (not $t1) (= 1 1)) $t1 (>= (* 128 |M#q|) 1) (>= (* 32 |K#q|) 1)))))
(check-sat)
