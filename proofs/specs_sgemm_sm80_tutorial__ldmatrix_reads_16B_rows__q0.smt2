; cute-prover 0.1.0 proof obligation
; source: specs/sgemm_sm80_tutorial.cute:46:1
; property: forall t in [0,128), v in [0,8): s2r_A_S(t,v) == s2r_A_S(t,0) + 32*v
; assume: M % 128 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: s2r_A_S(t,v) == (s2r_A_S(t,0) + (32 * v))
; expected: unsat (no counterexample exists)
; forall forall: s2r_A_S(t,v) == (s2r_A_S(t,0) + (32 * v))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(declare-fun div!0 () Int)
(declare-fun div!3 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (let ((?t4 (* 2 div!2)))
 (let ((?t5 (* 16 (- div!1 ?t4))))
 (let ((?t6 (* 2 div!1)))
 (let ((?t7 (* 256 (- div!0 ?t6))))
 (let ((?t8 (* 16 div!0)))
 (let ((?t9 (- t ?t8)))
 (let ((?t10 (* 8 div!3)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and (and (<= 0 t) (< t 128) (<= 0 v) (< v 8)) (not (= (+ ?t5 ?t7 ?t9 (* 32 (- v ?t10))) (+ (* 32 v) ?t5 ?t7 ?t9)))) (<= ?t8 t) (< t (+ ?t8 16)) (<= ?t6 div!0) (< div!0 (+ ?t6 2)) (<= ?t4 div!1) (< div!1 (+ ?t4 2)) (<= ?t10 v) (< v (+ ?t10 8)) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1))))))))))))))
(check-sat)
