; cute-prover 0.1.0 proof obligation
; source: specs/sgemm_sm80_tutorial.cute:32:1
; property: forall t in [0,128), v in [0,8): copyA_TV(t,v) == copyA_TV(t,0) + 16*v
; assume: M % 128 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: copyA_TV(t,v) == (copyA_TV(t,0) + (16 * v))
; expected: unsat (no counterexample exists)
; forall forall: copyA_TV(t,v) == (copyA_TV(t,0) + (16 * v))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (let ((?t4 (* 8 div!0)))
 (let ((?t5 (* 128 (- t ?t4))))
 (let ((?t6 (* 8 div!1)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and (and (<= 0 t) (< t 128) (<= 0 v) (< v 8)) (not (= (+ ?t5 div!0 (* 16 (- v ?t6))) (+ (* 16 v) ?t5 div!0)))) (<= ?t4 t) (< t (+ ?t4 8)) (<= ?t6 v) (< v (+ ?t6 8)) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1))))))))))
(check-sat)
