; cute-prover 0.1.0 proof obligation
; source: specs/hopper_fmha_ex88.cute:19:1
; property: bijective(s_acc)
; assume: S % 128 == 0 && S <= 1048576 && 1 <= H && H <= 128 && bq < S/128
; query 2 of 2
; expected: unsat
; cute-prover obligation: bijective(((4,8,4),((2,2,16),(1,1))):((128,1,16),((64,8,512),(0,0)))) range: 0 <= L(x) < 8192, L = ((4,8,4),((2,2,16),(1,1))):((128,1,16),((64,8,512),(0,0)))
; expected: unsat (no counterexample exists)
; bijective(((4,8,4),((2,2,16),(1,1))):((128,1,16),((64,8,512),(0,0)))) range: 0 <= L(x) < 8192, L = ((4,8,4),((2,2,16),(1,1))):((128,1,16),((64,8,512),(0,0)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |S#q| () Int)
(declare-fun H () Int)
(declare-fun bq () Int)
(declare-fun x0!16 () Int)
(declare-fun x1!17 () Int)
(declare-fun x2!18 () Int)
(declare-fun x3!19 () Int)
(declare-fun x4!20 () Int)
(declare-fun x5!21 () Int)
(declare-fun x6!22 () Int)
(declare-fun x7!23 () Int)
(assert
 (let ((?t0 (* 128 |S#q|)))
 (let ((?t1 (+ (* 128 x0!16) x1!17 (* 16 x2!18) (* 64 x3!19) (* 8 x4!20) (* 512 x5!21) (* 0 x6!22) (* 0 x7!23))))
 (and (and (= 0 0) (<= ?t0 1048576) (<= 1 H) (<= H 128) (< bq |S#q|)) (and (and (>= x0!16 0) (< x0!16 4) (>= x1!17 0) (< x1!17 8) (>= x2!18 0) (< x2!18 4) (>= x3!19 0) (< x3!19 2) (>= x4!20 0) (< x4!20 2) (>= x5!21 0) (< x5!21 16) (>= x6!22 0) (< x6!22 1) (>= x7!23 0) (< x7!23 1)) (or (< ?t1 0) (>= ?t1 8192))) (>= ?t0 1) (>= bq 1)))))
(check-sat)
