; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_copy.cute:151:1
; property: size(sm100.tmem_copy.16dp32b.x8.regs) == 8192 && equal(composition(sm100.tmem_copy.16dp32b.x8.val_id, sm100.tmem_copy.16dp32b.x8.regs), ((16,2),(32,8)):((2097152,256),(1,32))) && equal(composition(sm100.tmem_copy.16dp32b.x8.16b.val_id, sm100.tmem_copy.16dp32b.x8.regs), ((16,2),(16,2,8)):((2097152,512),(1,32,64))) && (forall t in [0,32), r in [0,8), b in [0,32): ((16,2),(32,8)):((2097152,256),(1,32))(t, 32*r + b) == 32*((t%16)*65536 + (r + 8*(t/16))) + b) && (forall t in [0,32), r in [0,8), h in [0,2), b in [0,16): ((16,2),(16,2,8)):((2097152,512),(1,32,64))(t, 32*r + 16*h + b) == 32*((t%16)*65536 + (r + 8*(t/16)) + (r + 8*(t/16)) + h) + b)
; query 6 of 7
; expected: unsat
; cute-prover obligation: forall forall: ((16,2),(32,8)):((2097152,256),(1,32))(t,(32 * r) + b) == ((32 * (((t % 16) * 65536) + (r + (8 * (t / 16))))) + b)
; expected: unsat (no counterexample exists)
; forall forall: ((16,2),(32,8)):((2097152,256),(1,32))(t,(32 * r) + b) == ((32 * (((t % 16) * 65536) + (r + (8 * (t / 16))))) + b)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun r () Int)
(declare-fun b () Int)
(declare-fun div!9 () Int)
(declare-fun div!10 () Int)
(declare-fun div!11 () Int)
(assert
 (let ((?t0 (* 32 div!9)))
 (let ((?t1 (* 32 div!10)))
 (let ((?t2 (* 16 div!11)))
 (let ((?t3 (* 2097152 (- t ?t2))))
 (let ((?t4 (* 256 div!11)))
 (let ((?t5 (* 32 r)))
 (let ((?t6 (+ b ?t5)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 r) (< r 8) (<= 0 b) (< b 32)) (not (= (+ ?t0 (- b ?t1) ?t3 ?t4) (+ b ?t5 ?t3 ?t4)))) (<= ?t0 ?t6) (< ?t6 (+ ?t0 32)) (<= ?t1 b) (< b (+ ?t1 32)) (<= ?t2 t) (< t (+ ?t2 16)))))))))))
(check-sat)
