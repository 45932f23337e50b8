; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:30:1
; property: forall t in [0,256), v in [0,32): (acc_64(t,v) % 128) / 64 == t / 128
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((acc_64(t,v) % 128) / 64) == (t / 128)
; expected: unsat (no counterexample exists)
; forall forall: ((acc_64(t,v) % 128) / 64) == (t / 128)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!6 () Int)
(declare-fun div!7 () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(declare-fun div!3 () Int)
(declare-fun div!4 () Int)
(declare-fun div!5 () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 32 div!0)))
 (let ((?t2 (* 2 div!1)))
 (let ((?t3 (- v ?t1)))
 (let ((?t4 (* 2 div!2)))
 (let ((?t5 (* 4 div!3)))
 (let ((?t6 (* 8 div!4)))
 (let ((?t7 (* 128 div!5)))
 (let ((?t8 (+ (* 8 (- div!1 ?t4)) (- div!3 ?t6) (* 16 div!4))))
 (let ((?t9 (* 64 div!6)))
 (let ((?t10 (- ?t8 ?t7)))
 (let ((?t11 (* 128 div!7)))
 (and (and $t0 $t0 $t0) (and (and (<= 0 t) (< t 256) (<= 0 v) (< v 32)) (not (= div!6 div!7))) (<= ?t1 v) (< v (+ ?t1 32)) (<= ?t2 ?t3) (< ?t3 (+ ?t2 2)) (<= ?t4 div!1) (< div!1 (+ ?t4 2)) (<= ?t5 t) (< t (+ ?t5 4)) (<= ?t6 div!3) (< div!3 (+ ?t6 8)) (<= ?t7 ?t8) (< ?t8 (+ ?t7 128)) (<= ?t9 ?t10) (< ?t10 (+ ?t9 64)) (<= ?t11 t) (< t (+ ?t11 128)) (>= (* 128 |M#q|) 1) (>= (* 256 |N#q|) 1) (>= (* 64 |K#q|) 1)))))))))))))))
(check-sat)
