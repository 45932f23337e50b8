; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_copy.cute:27:1
; property: size(sm100.tmem_copy.32dp32b.x4.regs) == 4096 && equal(composition(sm100.tmem_copy.32dp32b.x4.val_id, sm100.tmem_copy.32dp32b.x4.regs), (32,(32,4)):(2097152,(1,32))) && equal(composition(sm100.tmem_copy.32dp32b.x4.16b.val_id, sm100.tmem_copy.32dp32b.x4.regs), (32,(16,2,4)):(2097152,(1,32,64))) && (forall t in [0,32), r in [0,4), b in [0,32): (32,(32,4)):(2097152,(1,32))(t, 32*r + b) == 32*((t)*65536 + (r)) + b) && (forall t in [0,32), r in [0,4), h in [0,2), b in [0,16): (32,(16,2,4)):(2097152,(1,32,64))(t, 32*r + 16*h + b) == 32*((t)*65536 + (r) + (r) + h) + b)
; query 6 of 7
; expected: unsat
; cute-prover obligation: forall forall: (32,(32,4)):(2097152,(1,32))(t,(32 * r) + b) == ((32 * ((t * 65536) + r)) + b)
; expected: unsat (no counterexample exists)
; forall forall: (32,(32,4)):(2097152,(1,32))(t,(32 * r) + b) == ((32 * ((t * 65536) + r)) + b)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun r () Int)
(declare-fun b () Int)
(declare-fun div!7 () Int)
(declare-fun div!8 () Int)
(assert
 (let ((?t0 (* 2097152 t)))
 (let ((?t1 (* 32 div!7)))
 (let ((?t2 (* 32 div!8)))
 (let ((?t3 (* 32 r)))
 (let ((?t4 (+ b ?t3)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 r) (< r 4) (<= 0 b) (< b 32)) (not (= (+ ?t0 ?t1 (- b ?t2)) (+ b ?t3 ?t0)))) (<= ?t1 ?t4) (< ?t4 (+ ?t1 32)) (<= ?t2 b) (< b (+ ?t2 32)))))))))
(check-sat)
