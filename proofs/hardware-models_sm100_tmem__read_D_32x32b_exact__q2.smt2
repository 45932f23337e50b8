; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:249:1
; property: injective(read_D_32x32b) && size(read_D_32x32b) == 32768 && (forall t in [0,128), v in [0,256): read_D_32x32b(t,v) / 65536 < 128 && read_D_32x32b(t,v) % 65536 < 256)
; query 3 of 3
; expected: unsat
; cute-prover obligation: forall forall: ((read_D_32x32b(t,v) / 65536) < 128) && ((read_D_32x32b(t,v) % 65536) < 256)
; expected: unsat (no counterexample exists)
; forall forall: ((read_D_32x32b(t,v) / 65536) < 128) && ((read_D_32x32b(t,v) % 65536) < 256)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!10 () Int)
(declare-fun div!9 () Int)
(declare-fun div!11 () Int)
(declare-fun div!8 () Int)
(assert
 (let ((?t0 (* 32 div!9)))
 (let ((?t1 (- v ?t0)))
 (let ((?t2 (+ ?t1 ?t0)))
 (let ((?t3 (* 65536 div!11)))
 (let ((?t4 (* 32 div!8)))
 (let ((?t5 (* 65536 div!10)))
 (let ((?t6 (+ (* 65536 (- t ?t4)) (* 2097152 div!8) ?t1 ?t0)))
 (and true (and (and (<= 0 t) (< t 128) (<= 0 v) (< v 256)) (not (and (< div!10 128) (< (- ?t2 ?t3) 256)))) (<= ?t4 t) (< t (+ ?t4 32)) (<= ?t0 v) (< v (+ ?t0 32)) (<= ?t5 ?t6) (< ?t6 (+ ?t5 65536)) (<= ?t3 ?t2) (< ?t2 (+ ?t3 65536)))))))))))
(check-sat)
