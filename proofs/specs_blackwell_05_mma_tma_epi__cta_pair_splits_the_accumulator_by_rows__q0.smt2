; cute-prover 0.1.0 proof obligation
; source: specs/blackwell_05_mma_tma_epi.cute:16:1
; property: forall c in [0,2), v in [0,128*256): (tC(c,v) % 256) / 128 == c
; assume: M % 256 == 0 && N % 256 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/256 && bn < N/256
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((tC(c,v) % 256) / 128) == c
; expected: unsat (no counterexample exists)
; forall forall: ((tC(c,v) % 256) / 128) == c
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun c () Int)
(declare-fun v () Int)
(declare-fun div!3 () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 256 |M#q|)))
 (let ((?t2 (* 256 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (let ((?t4 (* 32768 div!0)))
 (let ((?t5 (* 128 div!1)))
 (let ((?t6 (- v ?t4)))
 (let ((?t7 (* 256 div!2)))
 (let ((?t8 (+ (* 128 c) (- ?t6 ?t5))))
 (let ((?t9 (* 128 div!3)))
 (let ((?t10 (- ?t8 ?t7)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and (and (<= 0 c) (< c 2) (<= 0 v) (< v 32768)) (not (= div!3 c))) (<= ?t4 v) (< v (+ ?t4 32768)) (<= ?t5 ?t6) (< ?t6 (+ ?t5 128)) (<= ?t7 ?t8) (< ?t8 (+ ?t7 256)) (<= ?t9 ?t10) (< ?t10 (+ ?t9 128)) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1))))))))))))))
(check-sat)
