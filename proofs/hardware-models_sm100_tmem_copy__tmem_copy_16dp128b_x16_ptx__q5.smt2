; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_copy.cute:101:1
; property: size(sm100.tmem_copy.16dp128b.x16.regs) == 32768 && equal(composition(sm100.tmem_copy.16dp128b.x16.val_id, sm100.tmem_copy.16dp128b.x16.regs), ((4,8),(32,2,16)):((32,2097152),(1,16777216,128))) && equal(composition(sm100.tmem_copy.16dp128b.x16.16b.val_id, sm100.tmem_copy.16dp128b.x16.regs), ((4,8),(16,2,2,16)):((64,2097152),(1,32,16777216,256))) && (forall t in [0,32), r in [0,32), b in [0,32): ((4,8),(32,2,16)):((32,2097152),(1,16777216,128))(t, 32*r + b) == 32*((t/4 + 8*(r%2))*65536 + (4*(r/2) + t%4)) + b) && (forall t in [0,32), r in [0,32), h in [0,2), b in [0,16): ((4,8),(16,2,2,16)):((64,2097152),(1,32,16777216,256))(t, 32*r + 16*h + b) == 32*((t/4 + 8*(r%2))*65536 + (4*(r/2) + t%4) + (4*(r/2) + t%4) + h) + b)
; query 6 of 7
; expected: unsat
; cute-prover obligation: forall forall: ((4,8),(32,2,16)):((32,2097152),(1,16777216,128))(t,(32 * r) + b) == ((32 * ((((t / 4) + (8 * (r % 2))) * 65536) + ((4 * (r / 2)) + (t % 4)))) + b)
; expected: unsat (no counterexample exists)
; forall forall: ((4,8),(32,2,16)):((32,2097152),(1,16777216,128))(t,(32 * r) + b) == ((32 * ((((t / 4) + (8 * (r % 2))) * 65536) + ((4 * (r / 2)) + (t % 4)))) + b)
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
 (let ((?t0 (* 2 div!12)))
 (let ((?t1 (* 32 div!13)))
 (let ((?t2 (* 4 div!14)))
 (let ((?t3 (* 32 (- t ?t2))))
 (let ((?t4 (* 2097152 div!14)))
 (let ((?t5 (* 2 div!15)))
 (let ((?t6 (* 32 div!11)))
 (let ((?t7 (+ b (* 32 r))))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 r) (< r 32) (<= 0 b) (< b 32)) (not (= (+ (* 16777216 (- div!11 ?t0)) (* 128 div!12) (- b ?t1) ?t3 ?t4) (+ b (* 16777216 (- r ?t5)) (* 128 div!15) ?t3 ?t4)))) (<= ?t6 ?t7) (< ?t7 (+ ?t6 32)) (<= ?t0 div!11) (< div!11 (+ ?t0 2)) (<= ?t1 b) (< b (+ ?t1 32)) (<= ?t2 t) (< t (+ ?t2 4)) (<= ?t5 r) (< r (+ ?t5 2))))))))))))
(check-sat)
