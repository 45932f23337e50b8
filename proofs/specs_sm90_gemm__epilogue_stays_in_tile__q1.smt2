; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:40:1
; property: forall t in [0,256), v in [0,128): composition(gC_256, acc_256)(t,v) < 127*N + 256
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 2 of 2
; expected: unsat
; cute-prover obligation: forall forall: composition(gC_256,acc_256)(t,v) < ((127 * N) + 256)
; expected: unsat (no counterexample exists)
; forall forall: composition(gC_256,acc_256)(t,v) < ((127 * N) + 256)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun |N#q| () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(declare-fun div!3 () Int)
(declare-fun div!4 () Int)
(declare-fun div!0 () Int)
(declare-fun |M#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 2 div!2)))
 (let ((?t2 (* 8 div!4)))
 (let ((?t3 (* 128 div!0)))
 (let ((?t4 (- v ?t3)))
 (let ((?t5 (* 2 div!1)))
 (let ((?t6 (* 4 div!3)))
 (and (and $t0 $t0 $t0) (and (and (<= 0 t) (< t 256) (<= 0 v) (< v 128)) (not (< (+ (* 2048 |N#q| (- div!1 ?t1)) (* 256 |N#q| (- div!3 ?t2)) (* 4096 |N#q| div!4) (* 8 div!2) (- ?t4 ?t5) (* 2 (- t ?t6))) (+ (* 32512 |N#q|) 256)))) (>= (* 256 |N#q|) 1) (>= (* 128 |M#q|) 1) (>= (* 64 |K#q|) 1) (<= ?t3 v) (< v (+ ?t3 128)) (<= ?t5 ?t4) (< ?t4 (+ ?t5 2)) (<= ?t1 div!1) (< div!1 (+ ?t1 2)) (<= ?t6 t) (< t (+ ?t6 4)) (<= ?t2 div!3) (< div!3 (+ ?t2 8)))))))))))
(check-sat)
