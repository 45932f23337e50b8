; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_family.cute:9:1
; property: forall t in [0,128), v in [0,N): read_D(t,v) / 65536 < 128 && read_D(t,v) % 65536 < N
; assume: N % 32 == 0 && 32 <= N && N <= 256
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((read_D(t,v) / 65536) < 128) && ((read_D(t,v) % 65536) < N)
; expected: unsat (no counterexample exists)
; forall forall: ((read_D(t,v) / 65536) < 128) && ((read_D(t,v) % 65536) < N)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |N#q| () Int)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!2 () Int)
(declare-fun div!1 () Int)
(declare-fun div!3 () Int)
(declare-fun div!0 () Int)
(assert
 (let ((?t0 (* 32 |N#q|)))
 (let ((?t1 (* 32 div!1)))
 (let ((?t2 (- v ?t1)))
 (let ((?t3 (+ ?t2 ?t1)))
 (let ((?t4 (* 65536 div!3)))
 (let ((?t5 (* 32 div!0)))
 (let ((?t6 (* 65536 div!2)))
 (let ((?t7 (+ (* 65536 (- t ?t5)) (* 2097152 div!0) ?t2 ?t1)))
 (and (and (= 0 0) (<= 32 ?t0) (<= ?t0 256)) (and (and (<= 0 t) (< t 128) (<= 0 v) (< v ?t0)) (not (and (< div!2 128) (< (- ?t3 ?t4) ?t0)))) (<= ?t5 t) (< t (+ ?t5 32)) (<= ?t1 v) (< v (+ ?t1 32)) (<= ?t6 ?t7) (< ?t7 (+ ?t6 65536)) (<= ?t4 ?t3) (< ?t3 (+ ?t4 65536))))))))))))
(check-sat)
