; cute-prover 0.1.0 proof obligation
; source: specs/hopper_fmha_ex88.cute:12:1
; property: forall m in [0,128), d in [0,128): offset_of(gQ) + layout_of(gQ)(m, d) < S*H*128
; assume: S % 128 == 0 && S <= 1048576 && 1 <= H && H <= 128 && bq < S/128
; query 3 of 3
; expected: unsat
; cute-prover obligation: forall forall: 16384*H*bq+128*H*m+d < 128*H*S
; expected: unsat (no counterexample exists)
; forall forall: 16384*H*bq+128*H*m+d < 128*H*S
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun bq () Int)
(declare-fun |S#q| () Int)
(declare-fun H () Int)
(declare-fun d () Int)
(declare-fun m () Int)
(assert
 (let (($t0 (>= bq 1)))
(let ((?t1 (* 128 |S#q|)))
(let (($t2 (>= ?t1 1)))
(let ((?t3 (* 16384 H |S#q|)))
(let ((?t4 (* 128 H m)))
(let ((?t5 (* 16384 H bq)))
(let ((?t6 (+ ?t5 ?t4 d)))
(let (($t7 (< ?t6 ?t3)))
(let (($t8 (not $t7)))
(let (($t9 (< d 128)))
(let (($t10 (<= 0 d)))
(let (($t11 (< m 128)))
(let (($t12 (<= 0 m)))
(let (($t13 (and $t12 $t11 $t10 $t9)))
(let (($t14 (and $t13 $t8)))
(let (($t15 (< bq |S#q|)))
(let (($t16 (<= H 128)))
(let (($t17 (<= 1 H)))
(let (($t18 (<= ?t1 1048576)))
(let (($t19 (= 0 0)))
(let (($t20 (and $t19 $t18 $t17 $t16 $t15)))
(and $t20 $t14 $t2 $t0)))))))))))))))))))))))
(check-sat)
