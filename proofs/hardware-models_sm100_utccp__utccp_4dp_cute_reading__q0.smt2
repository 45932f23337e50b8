; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_utccp.cute:51:1
; property: forall i in [0,4), j in [0,256): sm100.utccp.4dp256bit.val_id(sm100.utccp.4dp256bit.dst(0, i + 4*j)) == 32*i*2097152 + j
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: sm100.utccp.4dp256bit.val_id(sm100.utccp.4dp256bit.dst(0,i + (4 * j))) == (((32 * i) * 2097152) + j)
; expected: unsat (no counterexample exists)
; forall forall: sm100.utccp.4dp256bit.val_id(sm100.utccp.4dp256bit.dst(0,i + (4 * j))) == (((32 * i) * 2097152) + j)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun i () Int)
(declare-fun j () Int)
(declare-fun div!2 () Int)
(declare-fun div!1 () Int)
(declare-fun div!3 () Int)
(declare-fun div!0 () Int)
(assert
 (let ((?t0 (* 4 div!1)))
 (let ((?t1 (* 32 (- i ?t0))))
 (let ((?t2 (* 128 div!3)))
 (let ((?t3 (* 4 div!0)))
 (let ((?t4 (+ i (* 4 j))))
 (let ((?t5 (* 128 div!2)))
 (let ((?t6 (+ (* 128 div!0) ?t1)))
 (and true (and (and (<= 0 i) (< i 4) (<= 0 j) (< j 256)) (not (= (+ div!2 (* 2097152 (- ?t1 ?t2))) (+ (* 67108864 i) j)))) (<= ?t3 ?t4) (< ?t4 (+ ?t3 4)) (<= ?t0 i) (< i (+ ?t0 4)) (<= ?t5 ?t6) (< ?t6 (+ ?t5 128)) (<= ?t2 ?t1) (< ?t1 (+ ?t2 128)))))))))))
(check-sat)
