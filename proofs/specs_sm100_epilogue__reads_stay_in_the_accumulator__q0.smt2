; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:23:1
; property: forall t in [0,128), v in [0,4096), i in [0,2): tTR_tAcc(t, v, i) / 65536 < 128 && tTR_tAcc(t, v, i) % 65536 < 256
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((tTR_tAcc(t,v,i) / 65536) < 128) && ((tTR_tAcc(t,v,i) % 65536) < 256)
; expected: unsat (no counterexample exists)
; forall forall: ((tTR_tAcc(t,v,i) / 65536) < 128) && ((tTR_tAcc(t,v,i) % 65536) < 256)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun i () Int)
(declare-fun div!3 () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!4 () Int)
(declare-fun div!2 () Int)
(assert
 (let ((?t0 (* 128 i)))
 (let ((?t1 (* 4096 div!0)))
 (let ((?t2 (- v ?t1)))
 (let ((?t3 (* 128 div!1)))
 (let ((?t4 (- ?t2 ?t3)))
 (let ((?t5 (+ ?t0 ?t4)))
 (let ((?t6 (* 65536 div!4)))
 (let ((?t7 (* 32 div!2)))
 (let ((?t8 (* 65536 div!3)))
 (let ((?t9 (+ ?t0 ?t4 (* 65536 div!1) (* 2097152 div!2))))
 (and true (and (and (<= 0 t) (< t 128) (<= 0 v) (< v 4096) (<= 0 i) (< i 2)) (not (and (< div!3 128) (< (- ?t5 ?t6) 256)))) (<= ?t1 v) (< v (+ ?t1 4096)) (<= ?t3 ?t2) (< ?t2 (+ ?t3 128)) (<= ?t7 t) (< t (+ ?t7 32)) (<= ?t8 ?t9) (< ?t9 (+ ?t8 65536)) (<= ?t6 ?t5) (< ?t5 (+ ?t6 65536))))))))))))))
(check-sat)
