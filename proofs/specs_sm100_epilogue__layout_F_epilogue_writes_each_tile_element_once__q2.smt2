; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:54:1
; property: bijective(tTR_cD_F) && size(tTR_cD_F) == 64*256
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(tTR_cD_F) == (64 * 256)
; expected: unsat (no counterexample exists)
; condition condition: size(tTR_cD_F) == (64 * 256)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun M () Int)
(declare-fun N () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(assert
 (and (and (<= 1 M) (<= M 1048576) (<= 1 N) (<= N 1048576) (<= 0 bm) (< (* 128 bm) M) (<= 0 bn) (< (* 256 bn) N)) (and true (not (= 16384 16384)))))
(check-sat)
