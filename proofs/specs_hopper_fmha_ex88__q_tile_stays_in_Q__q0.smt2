; cute-prover 0.1.0 proof obligation
; source: specs/hopper_fmha_ex88.cute:12:1
; property: forall m in [0,128), d in [0,128): offset_of(gQ) + layout_of(gQ)(m, d) < S*H*128
; assume: S % 128 == 0 && S <= 1048576 && 1 <= H && H <= 128 && bq < S/128
; query 1 of 4
; expected: unsat
; cute-prover obligation: branch: S != 1
; expected: unsat (no counterexample exists)
; branch: S != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |S#q| () Int)
(declare-fun H () Int)
(declare-fun bq () Int)
(assert
 (let ((?t0 (* 128 |S#q|)))
 (and (and (= 0 0) (<= ?t0 1048576) (<= 1 H) (<= H 128) (< bq |S#q|)) (= ?t0 1) (>= ?t0 1) (>= bq 1))))
(check-sat)
