; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:216:1
; property: forall w in [0,8), o in [0,2), t in [0,32), r in [0,128): ((32*(w%4) + 16*o)*65536 + sm100.tcgen05.ld.16x64b.x128(t,r)) / 65536 / 32 == w%4
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((((((32 * (w % 4)) + (16 * o)) * 65536) + sm100.tcgen05.ld.16x64b.x128(t,r)) / 65536) / 32) == (w % 4)
; expected: unsat (no counterexample exists)
; forall forall: ((((((32 * (w % 4)) + (16 * o)) * 65536) + sm100.tcgen05.ld.16x64b.x128(t,r)) / 65536) / 32) == (w % 4)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun w () Int)
(declare-fun o () Int)
(declare-fun t () Int)
(declare-fun r () Int)
(declare-fun div!4 () Int)
(declare-fun div!2 () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!3 () Int)
(assert
 (let ((?t0 (* 4 div!2)))
 (let ((?t1 (- w ?t0)))
 (let ((?t2 (* 2 div!0)))
 (let ((?t3 (* 2 div!1)))
 (let ((?t4 (* 65536 div!3)))
 (let ((?t5 (+ (* 1048576 o) (* 2 r) (- div!0 ?t3) (* 65536 div!1) (* 524288 (- t ?t2)) (* 2097152 ?t1))))
 (let ((?t6 (* 32 div!4)))
 (and true (and (and (<= 0 w) (< w 8) (<= 0 o) (< o 2) (<= 0 t) (< t 32) (<= 0 r) (< r 128)) (not (= div!4 ?t1))) (<= ?t2 t) (< t (+ ?t2 2)) (<= ?t3 div!0) (< div!0 (+ ?t3 2)) (<= ?t0 w) (< w (+ ?t0 4)) (<= ?t4 ?t5) (< ?t5 (+ ?t4 65536)) (<= ?t6 div!3) (< div!3 (+ ?t6 32)))))))))))
(check-sat)
