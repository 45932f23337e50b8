; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:10:1
; property: forall l in [0,128), c in [0,512): sm100.tmem.address(l,c) / 65536 == l && sm100.tmem.address(l,c) % 65536 == c
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((sm100.tmem.address(l,c) / 65536) == l) && ((sm100.tmem.address(l,c) % 65536) == c)
; expected: unsat (no counterexample exists)
; forall forall: ((sm100.tmem.address(l,c) / 65536) == l) && ((sm100.tmem.address(l,c) % 65536) == c)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun l () Int)
(declare-fun c () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(assert
 (let ((?t0 (* 65536 div!1)))
 (let ((?t1 (* 65536 div!0)))
 (let ((?t2 (+ c (* 65536 l))))
 (and true (and (and (<= 0 l) (< l 128) (<= 0 c) (< c 512)) (not (and (= div!0 l) (= (- c ?t0) c)))) (<= ?t1 ?t2) (< ?t2 (+ ?t1 65536)) (<= ?t0 c) (< c (+ ?t0 65536)))))))
(check-sat)
