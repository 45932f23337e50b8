; cute-prover 0.1.0 proof obligation
; source: specs/known_bugs.cute:5:1
; property: composition_valid((6,2):(1,7),(3,2):(2,3))
; query 1 of 2
; expected: sat
; cute-prover obligation: lemma: A's coordinates of B(x) are in range, A = (6,2):(1,7), B = (3,2):(2,3)
; expected: unsat (no counterexample exists)
; lemma: A's coordinates of B(x) are in range, A = (6,2):(1,7), B = (3,2):(2,3)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!1 () Int)
(declare-fun xp!0 () Int)
(assert
 (let (($t0 (< 0 0)))
(let ((?t1 (* 3 xp!1)))
(let ((?t2 (* 2 xp!0)))
(let ((?t3 (+ ?t2 ?t1)))
(let (($t4 (>= ?t3 6)))
(let (($t5 (< ?t3 0)))
(let (($t6 (or $t5 $t4 $t0)))
(let (($t7 (< xp!1 2)))
(let (($t8 (>= xp!1 0)))
(let (($t9 (< xp!0 3)))
(let (($t10 (>= xp!0 0)))
(let (($t11 (and $t10 $t9 $t8 $t7)))
(let (($t12 (and $t11 $t6)))
(and true $t12)))))))))))))))
(check-sat)
