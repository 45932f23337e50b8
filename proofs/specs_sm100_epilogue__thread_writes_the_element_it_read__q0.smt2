; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:31:1
; property: forall t in [0,128), v in [0,128), i in [0,2): tTR_cD(t, v, i) % 128 == (tTR_tAcc(t, 0, i) + sm100.tcgen05.ld.32x32b.x128(t % 32, v)) / 65536 && tTR_cD(t, v, i) / 128 == (tTR_tAcc(t, 0, i) + sm100.tcgen05.ld.32x32b.x128(t % 32, v)) % 65536
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((tTR_cD(t,v,i) % 128) == ((tTR_tAcc(t,0,i) + sm100.tcgen05.ld.32x32b.x128(t % 32,v)) / 65536)) && ((tTR_cD(t,v,i) / 128) == ((tTR_tAcc(t,0,i) + sm100.tcgen05.ld.32x32b.x128(t % 32,v)) % 65536))
; expected: unsat (no counterexample exists)
; forall forall: ((tTR_cD(t,v,i) % 128) == ((tTR_tAcc(t,0,i) + sm100.tcgen05.ld.32x32b.x128(t % 32,v)) / 65536)) && ((tTR_cD(t,v,i) / 128) == ((tTR_tAcc(t,0,i) + sm100.tcgen05.ld.32x32b.x128(t % 32,v)) % 65536))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun i () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(declare-fun div!4 () Int)
(declare-fun div!5 () Int)
(declare-fun div!3 () Int)
(assert
 (let ((?t0 (* 32 div!0)))
 (let ((?t1 (- t ?t0)))
 (let ((?t2 (+ ?t1 ?t0)))
 (let ((?t3 (* 128 div!1)))
 (let ((?t4 (* 128 i)))
 (let ((?t5 (+ ?t4 v)))
 (let ((?t6 (* 65536 div!5)))
 (let ((?t7 (* 65536 div!2)))
 (let ((?t8 (+ ?t4 v (* 65536 ?t1) (* 2097152 div!0))))
 (let ((?t9 (* 128 div!3)))
 (let ((?t10 (* 128 div!4)))
 (let ((?t11 (+ (* 16384 i) ?t1 ?t0 (* 128 (- v ?t9)))))
 (and true (and (and (<= 0 t) (< t 128) (<= 0 v) (< v 128) (<= 0 i) (< i 2)) (not (and (= (- ?t2 ?t3) div!2) (= div!4 (- ?t5 ?t6))))) (<= ?t0 t) (< t (+ ?t0 32)) (<= ?t3 ?t2) (< ?t2 (+ ?t3 128)) (<= ?t7 ?t8) (< ?t8 (+ ?t7 65536)) (<= ?t9 v) (< v (+ ?t9 128)) (<= ?t10 ?t11) (< ?t11 (+ ?t10 128)) (<= ?t6 ?t5) (< ?t5 (+ ?t6 65536))))))))))))))))
(check-sat)
