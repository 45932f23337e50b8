; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:51:1
; property: forall t in [0,128), v in [0,4096): tTR_tAcc_F(t, v, 0) / 65536 / 32 == t / 32
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((tTR_tAcc_F(t,v,0) / 65536) / 32) == (t / 32)
; expected: unsat (no counterexample exists)
; forall forall: ((tTR_tAcc_F(t,v,0) / 65536) / 32) == (t / 32)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun M () Int)
(declare-fun N () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!4 () Int)
(declare-fun div!2 () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!3 () Int)
(assert
 (let ((?t0 (* 4096 div!0)))
 (let ((?t1 (* 256 div!1)))
 (let ((?t2 (- v ?t0)))
 (let ((?t3 (* 32 div!2)))
 (let ((?t4 (* 65536 div!3)))
 (let ((?t5 (+ (- ?t2 ?t1) (* 65536 div!1) (* 2097152 div!2))))
 (let ((?t6 (* 32 div!4)))
 (and (and (<= 1 M) (<= M 1048576) (<= 1 N) (<= N 1048576) (<= 0 bm) (< (* 128 bm) M) (<= 0 bn) (< (* 256 bn) N)) (and (and (<= 0 t) (< t 128) (<= 0 v) (< v 4096)) (not (= div!4 div!2))) (<= ?t0 v) (< v (+ ?t0 4096)) (<= ?t1 ?t2) (< ?t2 (+ ?t1 256)) (<= ?t3 t) (< t (+ ?t3 32)) (<= ?t4 ?t5) (< ?t5 (+ ?t4 65536)) (<= ?t6 div!3) (< div!3 (+ ?t6 32)))))))))))
(check-sat)
