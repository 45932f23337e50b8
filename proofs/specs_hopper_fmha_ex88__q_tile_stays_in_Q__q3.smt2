; cute-prover 0.1.0 proof obligation
; source: specs/hopper_fmha_ex88.cute:12:1
; property: forall m in [0,128), d in [0,128): offset_of(gQ) + layout_of(gQ)(m, d) < S*H*128
; assume: S % 128 == 0 && S <= 1048576 && 1 <= H && H <= 128 && bq < S/128
; query 4 of 4
; expected: unsat
; cute-prover obligation: forall forall: (offset_of(local_tile(mQ,(128,128),(bq,0))) + layout_of(local_tile(mQ,(128,128),(bq,0)))(m,d)) < ((S * H) * 128)
; expected: unsat (no counterexample exists)
; forall forall: (offset_of(local_tile(mQ,(128,128),(bq,0))) + layout_of(local_tile(mQ,(128,128),(bq,0)))(m,d)) < ((S * H) * 128)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun |S#q| () Int)
(declare-fun H () Int)
(declare-fun bq () Int)
(declare-fun m () Int)
(declare-fun d () Int)
(assert
 (let ((?t0 (* 128 |S#q|)))
 (and (and (= 0 0) (<= ?t0 1048576) (<= 1 H) (<= H 128) (< bq |S#q|)) (and (and (<= 0 m) (< m 128) (<= 0 d) (< d 128)) (not (< (+ (* 16384 H bq) (* 128 H m) d) (* 16384 H |S#q|)))) (>= ?t0 1) (>= bq 1))))
(check-sat)
