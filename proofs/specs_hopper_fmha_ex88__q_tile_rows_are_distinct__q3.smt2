; cute-prover 0.1.0 proof obligation
; source: specs/hopper_fmha_ex88.cute:13:1
; property: injective(layout_of(gQ))
; assume: S % 128 == 0 && S <= 1048576 && 1 <= H && H <= 128 && bq < S/128
; query 4 of 4
; expected: unsat
; cute-prover obligation: injective((128,128):(128*H,1)) injective: L(x) != L(y) for x != y, L = (128,128):(128*H,1)
; expected: unsat (no counterexample exists)
; injective((128,128):(128*H,1)) injective: L(x) != L(y) for x != y, L = (128,128):(128*H,1)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun |S#q| () Int)
(declare-fun H () Int)
(declare-fun bq () Int)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun y0!2 () Int)
(declare-fun y1!3 () Int)
(assert
 (let ((?t0 (* 128 |S#q|)))
 (let ((?t1 (* 128 H)))
 (and (and (= 0 0) (<= ?t0 1048576) (<= 1 H) (<= H 128) (< bq |S#q|)) (and (and (>= x0!0 0) (< x0!0 128) (>= x1!1 0) (< x1!1 128)) (and (>= y0!2 0) (< y0!2 128) (>= y1!3 0) (< y1!3 128)) (or (not (= x0!0 y0!2)) (not (= x1!1 y1!3))) (= (+ (* ?t1 x0!0) x1!1) (+ (* ?t1 y0!2) y1!3))) (>= ?t0 1) (>= bq 1)))))
(check-sat)
