; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:52:1
; property: forall t in [0,128), v in [0,4096): (tTR_tAcc_F(t, v, 0) / 65536) % 32 < 16
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((tTR_tAcc_F(t,v,0) / 65536) % 32) < 16
; expected: unsat (no counterexample exists)
; forall forall: ((tTR_tAcc_F(t,v,0) / 65536) % 32) < 16
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun M () Int)
(declare-fun N () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!3 () Int)
(declare-fun div!4 () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(assert
 (let ((?t0 (* 32 div!4)))
 (let ((?t1 (* 4096 div!0)))
 (let ((?t2 (* 256 div!1)))
 (let ((?t3 (- v ?t1)))
 (let ((?t4 (* 32 div!2)))
 (let ((?t5 (* 65536 div!3)))
 (let ((?t6 (+ (- ?t3 ?t2) (* 65536 div!1) (* 2097152 div!2))))
 (and (and (<= 1 M) (<= M 1048576) (<= 1 N) (<= N 1048576) (<= 0 bm) (< (* 128 bm) M) (<= 0 bn) (< (* 256 bn) N)) (and (and (<= 0 t) (< t 128) (<= 0 v) (< v 4096)) (not (< (- div!3 ?t0) 16))) (<= ?t1 v) (< v (+ ?t1 4096)) (<= ?t2 ?t3) (< ?t3 (+ ?t2 256)) (<= ?t4 t) (< t (+ ?t4 32)) (<= ?t5 ?t6) (< ?t6 (+ ?t5 65536)) (<= ?t0 div!3) (< div!3 (+ ?t0 32)))))))))))
(check-sat)
