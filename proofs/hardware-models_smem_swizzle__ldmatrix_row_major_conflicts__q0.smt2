; cute-prover 0.1.0 proof obligation
; source: hardware-models/smem_swizzle.cute:75:1
; property: forall c in [0,8), r1 in [0,8), r2 in [0,8): r1 == r2 || (row_major_8x128B(r1,16*c) / 16) % 8 != (row_major_8x128B(r2,16*c) / 16) % 8
; query 1 of 1
; expected: sat
; cute-prover obligation: forall forall: r1 == r2 || c%8 != c%8
; expected: unsat (no counterexample exists)
; forall forall: r1 == r2 || c%8 != c%8
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun div!0 () Int)
(declare-fun c () Int)
(declare-fun r2 () Int)
(declare-fun r1 () Int)
(assert
 (let ((?t0 (* 8 div!0)))
(let ((?t1 (+ ?t0 8)))
(let (($t2 (< c ?t1)))
(let (($t3 (<= ?t0 c)))
(let ((?t4 (- c ?t0)))
(let (($t5 (= ?t4 ?t4)))
(let (($t6 (not $t5)))
(let (($t7 (= r1 r2)))
(let (($t8 (or $t7 $t6)))
(let (($t9 (not $t8)))
(let (($t10 (< r2 8)))
(let (($t11 (<= 0 r2)))
(let (($t12 (< r1 8)))
(let (($t13 (<= 0 r1)))
(let (($t14 (< c 8)))
(let (($t15 (<= 0 c)))
(let (($t16 (and $t15 $t14 $t13 $t12 $t11 $t10)))
(let (($t17 (and $t16 $t9)))
(and true $t17 $t3 $t2))))))))))))))))))))
(check-sat)
