; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:214:1
; property: forall w in [0,8), t in [0,32), r in [0,128): (32*(w%4)*65536 + 384 + sm100.tcgen05.ld.32x32b.x128(t,r)) / 65536 / 32 == w%4
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((((((32 * (w % 4)) * 65536) + 384) + sm100.tcgen05.ld.32x32b.x128(t,r)) / 65536) / 32) == (w % 4)
; expected: unsat (no counterexample exists)
; forall forall: ((((((32 * (w % 4)) * 65536) + 384) + sm100.tcgen05.ld.32x32b.x128(t,r)) / 65536) / 32) == (w % 4)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun w () Int)
(declare-fun t () Int)
(declare-fun r () Int)
(declare-fun div!2 () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(assert
 (let ((?t0 (* 4 div!0)))
 (let ((?t1 (- w ?t0)))
 (let ((?t2 (* 65536 div!1)))
 (let ((?t3 (+ r (* 65536 t) (* 2097152 ?t1) 384)))
 (let ((?t4 (* 32 div!2)))
 (and true (and (and (<= 0 w) (< w 8) (<= 0 t) (< t 32) (<= 0 r) (< r 128)) (not (= div!2 ?t1))) (<= ?t0 w) (< w (+ ?t0 4)) (<= ?t2 ?t3) (< ?t3 (+ ?t2 65536)) (<= ?t4 div!1) (< div!1 (+ ?t4 32)))))))))
(check-sat)
