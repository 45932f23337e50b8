; cute-prover 0.1.0 proof obligation
; source: specs/hopper_fmha_ex88.cute:13:1
; property: injective(layout_of(gQ))
; assume: S % 128 == 0 && S <= 1048576 && 1 <= H && H <= 128 && bq < S/128
; query 2 of 4
; expected: unsat
; cute-prover obligation: branch: S >= 1
; expected: unsat (no counterexample exists)
; branch: S >= 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |S#q| () Int)
(declare-fun H () Int)
(declare-fun bq () Int)
(assert
 (let ((?t0 (* 128 |S#q|)))
 (and (and (= 0 0) (<= ?t0 1048576) (<= 1 H) (<= H 128) (< bq |S#q|)) (< ?t0 1) (>= ?t0 1) (>= bq 1))))
(check-sat)
