; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:125:1
; property: injective(sm100.tcgen05.ld.16x128b.x16) && size(sm100.tcgen05.ld.16x128b.x16) == 1024 && (forall t in [0,32), r in [0,32): sm100.tcgen05.ld.16x128b.x16(t,r) == (t/4 + 8*(r%2))*65536 + (4*(r/2) + t%4))
; query 3 of 3
; expected: unsat
; cute-prover obligation: forall forall: sm100.tcgen05.ld.16x128b.x16(t,r) == ((((t / 4) + (8 * (r % 2))) * 65536) + ((4 * (r / 2)) + (t % 4)))
; expected: unsat (no counterexample exists)
; forall forall: sm100.tcgen05.ld.16x128b.x16(t,r) == ((((t / 4) + (8 * (r % 2))) * 65536) + ((4 * (r / 2)) + (t % 4)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun r () Int)
(declare-fun div!8 () Int)
(declare-fun div!9 () Int)
(assert
 (let ((?t0 (* 2 div!8)))
 (let ((?t1 (* 4 div!9)))
 (let ((?t2 (+ (* 524288 (- r ?t0)) (* 4 div!8) (- t ?t1) (* 65536 div!9))))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 r) (< r 32)) (not (= ?t2 ?t2))) (<= ?t0 r) (< r (+ ?t0 2)) (<= ?t1 t) (< t (+ ?t1 4)))))))
(check-sat)
