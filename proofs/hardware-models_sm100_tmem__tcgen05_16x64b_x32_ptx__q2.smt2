; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:89:1
; property: injective(sm100.tcgen05.ld.16x64b.x32) && size(sm100.tcgen05.ld.16x64b.x32) == 1024 && (forall t in [0,32), r in [0,32): sm100.tcgen05.ld.16x64b.x32(t,r) == (t/4 + 8*(t%2))*65536 + (2*r + (t/2)%2))
; query 3 of 3
; expected: unsat
; cute-prover obligation: forall forall: sm100.tcgen05.ld.16x64b.x32(t,r) == ((((t / 4) + (8 * (t % 2))) * 65536) + ((2 * r) + ((t / 2) % 2)))
; expected: unsat (no counterexample exists)
; forall forall: sm100.tcgen05.ld.16x64b.x32(t,r) == ((((t / 4) + (8 * (t % 2))) * 65536) + ((2 * r) + ((t / 2) % 2)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun r () Int)
(declare-fun div!8 () Int)
(declare-fun div!9 () Int)
(declare-fun div!10 () Int)
(assert
 (let ((?t0 (* 2 r)))
 (let ((?t1 (* 2 div!9)))
 (let ((?t2 (- div!8 ?t1)))
 (let ((?t3 (* 2 div!8)))
 (let ((?t4 (* 524288 (- t ?t3))))
 (let ((?t5 (* 4 div!10)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 r) (< r 32)) (not (= (+ ?t0 ?t2 (* 65536 div!9) ?t4) (+ ?t0 ?t2 ?t4 (* 65536 div!10))))) (<= ?t3 t) (< t (+ ?t3 2)) (<= ?t1 div!8) (< div!8 (+ ?t1 2)) (<= ?t5 t) (< t (+ ?t5 4))))))))))
(check-sat)
