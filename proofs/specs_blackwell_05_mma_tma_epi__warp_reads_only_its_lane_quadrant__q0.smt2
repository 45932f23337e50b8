; cute-prover 0.1.0 proof obligation
; source: specs/blackwell_05_mma_tma_epi.cute:58:1
; property: forall t in [0,128), v in [0,32), j in [0,256): tTR_tAcc(t, v, j) / 65536 / 32 == t / 32
; assume: M % 256 == 0 && N % 256 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/256 && bn < N/256
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((tTR_tAcc(t,v,j) / 65536) / 32) == (t / 32)
; expected: unsat (no counterexample exists)
; forall forall: ((tTR_tAcc(t,v,j) / 65536) / 32) == (t / 32)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun j () Int)
(declare-fun div!5 () Int)
(declare-fun div!2 () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!3 () Int)
(declare-fun div!4 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 256 |M#q|)))
 (let ((?t2 (* 256 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (let ((?t4 (* 64 div!0)))
 (let ((?t5 (* 4 div!1)))
 (let ((?t6 (* 32 div!2)))
 (let ((?t7 (* 32 div!3)))
 (let ((?t8 (* 65536 div!4)))
 (let ((?t9 (+ (* 64 (- div!0 ?t5)) (- j ?t4) (* 2097152 div!2) (* 65536 (- v ?t7)))))
 (let ((?t10 (* 32 div!5)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and (and (<= 0 t) (< t 128) (<= 0 v) (< v 32) (<= 0 j) (< j 256)) (not (= div!5 div!2))) (<= ?t4 j) (< j (+ ?t4 64)) (<= ?t5 div!0) (< div!0 (+ ?t5 4)) (<= ?t6 t) (< t (+ ?t6 32)) (<= ?t7 v) (< v (+ ?t7 32)) (<= ?t8 ?t9) (< ?t9 (+ ?t8 65536)) (<= ?t10 div!4) (< div!4 (+ ?t10 32)) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1))))))))))))))
(check-sat)
