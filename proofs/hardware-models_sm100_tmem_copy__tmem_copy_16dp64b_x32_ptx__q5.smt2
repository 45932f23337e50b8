; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_copy.cute:72:1
; property: size(sm100.tmem_copy.16dp64b.x32.regs) == 32768 && equal(composition(sm100.tmem_copy.16dp64b.x32.val_id, sm100.tmem_copy.16dp64b.x32.regs), ((2,2,8),(32,32)):((16777216,32,2097152),(1,64))) && equal(composition(sm100.tmem_copy.16dp64b.x32.16b.val_id, sm100.tmem_copy.16dp64b.x32.regs), ((2,2,8),(16,2,32)):((16777216,64,2097152),(1,32,128))) && (forall t in [0,32), r in [0,32), b in [0,32): ((2,2,8),(32,32)):((16777216,32,2097152),(1,64))(t, 32*r + b) == 32*((t/4 + 8*(t%2))*65536 + (2*r + (t/2)%2)) + b) && (forall t in [0,32), r in [0,32), h in [0,2), b in [0,16): ((2,2,8),(16,2,32)):((16777216,64,2097152),(1,32,128))(t, 32*r + 16*h + b) == 32*((t/4 + 8*(t%2))*65536 + (2*r + (t/2)%2) + (2*r + (t/2)%2) + h) + b)
; query 6 of 7
; expected: unsat
; cute-prover obligation: forall forall: ((2,2,8),(32,32)):((16777216,32,2097152),(1,64))(t,(32 * r) + b) == ((32 * ((((t / 4) + (8 * (t % 2))) * 65536) + ((2 * r) + ((t / 2) % 2)))) + b)
; expected: unsat (no counterexample exists)
; forall forall: ((2,2,8),(32,32)):((16777216,32,2097152),(1,64))(t,(32 * r) + b) == ((32 * ((((t / 4) + (8 * (t % 2))) * 65536) + ((2 * r) + ((t / 2) % 2)))) + b)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun r () Int)
(declare-fun b () Int)
(declare-fun div!11 () Int)
(declare-fun div!12 () Int)
(declare-fun div!13 () Int)
(declare-fun div!14 () Int)
(declare-fun div!15 () Int)
(assert
 (let ((?t0 (* 2 div!13)))
 (let ((?t1 (* 32 (- div!12 ?t0))))
 (let ((?t2 (* 32 div!14)))
 (let ((?t3 (* 2 div!12)))
 (let ((?t4 (* 16777216 (- t ?t3))))
 (let ((?t5 (* 32 div!11)))
 (let ((?t6 (+ b (* 32 r))))
 (let ((?t7 (* 4 div!15)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 r) (< r 32) (<= 0 b) (< b 32)) (not (= (+ (* 64 div!11) ?t1 (* 2097152 div!13) (- b ?t2) ?t4) (+ b (* 64 r) ?t1 ?t4 (* 2097152 div!15))))) (<= ?t5 ?t6) (< ?t6 (+ ?t5 32)) (<= ?t3 t) (< t (+ ?t3 2)) (<= ?t0 div!12) (< div!12 (+ ?t0 2)) (<= ?t2 b) (< b (+ ?t2 32)) (<= ?t7 t) (< t (+ ?t7 4))))))))))))
(check-sat)
