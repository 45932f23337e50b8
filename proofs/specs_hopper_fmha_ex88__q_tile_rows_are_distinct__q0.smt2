; cute-prover 0.1.0 proof obligation
; source: specs/hopper_fmha_ex88.cute:13:1
; property: injective(layout_of(gQ))
; assume: S % 128 == 0 && S <= 1048576 && 1 <= H && H <= 128 && bq < S/128
; query 1 of 4
; expected: unsat
; cute-prover obligation: branch: S != 1
; expected: unsat (no counterexample exists)
; branch: S != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun bq () Int)
(declare-fun |S#q| () Int)
(declare-fun H () Int)
(assert
 (let (($t0 (>= bq 1)))
(let ((?t1 (* 128 |S#q|)))
(let (($t2 (>= ?t1 1)))
(let (($t3 (= ?t1 1)))
(let (($t4 (< bq |S#q|)))
(let (($t5 (<= H 128)))
(let (($t6 (<= 1 H)))
(let (($t7 (<= ?t1 1048576)))
(let (($t8 (= 0 0)))
(let (($t9 (and $t8 $t7 $t6 $t5 $t4)))
(and $t9 $t3 $t2 $t0))))))))))))
(check-sat)
