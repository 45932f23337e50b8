; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_family.cute:11:1
; property: forall t in [0,128), v in [0,N): read_D(t,v) / 65536 / 32 == t / 32
; assume: N % 32 == 0 && 32 <= N && N <= 256
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((read_D(t,v) / 65536) / 32) == (t / 32)
; expected: unsat (no counterexample exists)
; forall forall: ((read_D(t,v) / 65536) / 32) == (t / 32)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |N#q| () Int)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!3 () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(assert
 (let ((?t0 (* 32 |N#q|)))
 (let ((?t1 (* 32 div!0)))
 (let ((?t2 (* 32 div!1)))
 (let ((?t3 (* 65536 div!2)))
 (let ((?t4 (+ (* 65536 (- t ?t1)) (* 2097152 div!0) (- v ?t2) ?t2)))
 (let ((?t5 (* 32 div!3)))
 (and (and (= 0 0) (<= 32 ?t0) (<= ?t0 256)) (and (and (<= 0 t) (< t 128) (<= 0 v) (< v ?t0)) (not (= div!3 div!0))) (<= ?t1 t) (< t (+ ?t1 32)) (<= ?t2 v) (< v (+ ?t2 32)) (<= ?t3 ?t4) (< ?t4 (+ ?t3 65536)) (<= ?t5 div!2) (< div!2 (+ ?t5 32))))))))))
(check-sat)
