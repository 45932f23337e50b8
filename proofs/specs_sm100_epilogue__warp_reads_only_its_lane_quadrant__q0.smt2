; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:22:1
; property: forall t in [0,128), v in [0,4096), i in [0,2): tTR_tAcc(t, v, i) / 65536 / 32 == t / 32
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((tTR_tAcc(t,v,i) / 65536) / 32) == (t / 32)
; expected: unsat (no counterexample exists)
; forall forall: ((tTR_tAcc(t,v,i) / 65536) / 32) == (t / 32)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun i () Int)
(declare-fun div!4 () Int)
(declare-fun div!2 () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!3 () Int)
(assert
 (let ((?t0 (* 4096 div!0)))
 (let ((?t1 (* 128 div!1)))
 (let ((?t2 (- v ?t0)))
 (let ((?t3 (* 32 div!2)))
 (let ((?t4 (* 65536 div!3)))
 (let ((?t5 (+ (* 128 i) (- ?t2 ?t1) (* 65536 div!1) (* 2097152 div!2))))
 (let ((?t6 (* 32 div!4)))
 (and true (and (and (<= 0 t) (< t 128) (<= 0 v) (< v 4096) (<= 0 i) (< i 2)) (not (= div!4 div!2))) (<= ?t0 v) (< v (+ ?t0 4096)) (<= ?t1 ?t2) (< ?t2 (+ ?t1 128)) (<= ?t3 t) (< t (+ ?t3 32)) (<= ?t4 ?t5) (< ?t5 (+ ?t4 65536)) (<= ?t6 div!3) (< div!3 (+ ?t6 32)))))))))))
(check-sat)
