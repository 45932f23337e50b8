; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:151:1
; property: injective(sm100.tcgen05.ld.16x256b.x4) && size(sm100.tcgen05.ld.16x256b.x4) == 512 && (forall t in [0,32), r in [0,16): sm100.tcgen05.ld.16x256b.x4(t,r) == (t/4 + 8*((r/2)%2))*65536 + (8*(r/4) + 2*(t%4) + r%2))
; query 3 of 3
; expected: unsat
; cute-prover obligation: forall forall: sm100.tcgen05.ld.16x256b.x4(t,r) == ((((t / 4) + (8 * ((r / 2) % 2))) * 65536) + (((8 * (r / 4)) + (2 * (t % 4))) + (r % 2)))
; expected: unsat (no counterexample exists)
; forall forall: sm100.tcgen05.ld.16x256b.x4(t,r) == ((((t / 4) + (8 * ((r / 2) % 2))) * 65536) + (((8 * (r / 4)) + (2 * (t % 4))) + (r % 2)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun r () Int)
(declare-fun div!10 () Int)
(declare-fun div!11 () Int)
(declare-fun div!12 () Int)
(declare-fun div!13 () Int)
(assert
 (let ((?t0 (* 2 div!11)))
 (let ((?t1 (* 524288 (- div!10 ?t0))))
 (let ((?t2 (* 2 div!10)))
 (let ((?t3 (- r ?t2)))
 (let ((?t4 (* 4 div!12)))
 (let ((?t5 (* 2 (- t ?t4))))
 (let ((?t6 (* 65536 div!12)))
 (let ((?t7 (* 4 div!13)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 r) (< r 16)) (not (= (+ ?t1 (* 8 div!11) ?t3 ?t5 ?t6) (+ ?t1 ?t3 (* 8 div!13) ?t5 ?t6)))) (<= ?t2 r) (< r (+ ?t2 2)) (<= ?t0 div!10) (< div!10 (+ ?t0 2)) (<= ?t4 t) (< t (+ ?t4 4)) (<= ?t7 r) (< r (+ ?t7 4))))))))))))
(check-sat)
