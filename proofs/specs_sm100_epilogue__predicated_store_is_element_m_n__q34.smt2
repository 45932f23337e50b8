; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:39:1
; property: forall t in [0,128), v in [0,128), i in [0,2): offset_of(gD) + tTR_gD(t, v, i) == (128*bm + tTR_cD(t, v, i) % 128)*N + 256*bn + tTR_cD(t, v, i) / 128
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 35 of 57
; expected: unsat
; cute-prover obligation: forall forall: (offset_of(local_tile((M,N):(N,1),(128,256),(bm,bn))) + tidfrg_D(t2r,layout_of(local_tile((M,N):(N,1),(128,256),(bm,bn))))(t,v,i)) == (((((128 * bm) + (tTR_cD(t,v,i) % 128)) * N) + (256 * bn)) + (tTR_cD(t,v,i) / 128))
; expected: unsat (no counterexample exists)
; forall forall: (offset_of(local_tile((M,N):(N,1),(128,256),(bm,bn))) + tidfrg_D(t2r,layout_of(local_tile((M,N):(N,1),(128,256),(bm,bn))))(t,v,i)) == (((((128 * bm) + (tTR_cD(t,v,i) % 128)) * N) + (256 * bn)) + (tTR_cD(t,v,i) / 128))
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun M () Int)
(declare-fun N () Int)
(declare-fun bn () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun i () Int)
(declare-fun div!2 () Int)
(declare-fun div!3 () Int)
(declare-fun div!4 () Int)
(declare-fun div!5 () Int)
(assert
 (let ((?t0 (* 256 bn)))
 (let ((?t1 (* 32 div!2)))
 (let ((?t2 (- t ?t1)))
 (let ((?t3 (* 128 div!3)))
 (let ((?t4 (- v ?t3)))
 (let ((?t5 (+ ?t2 ?t1)))
 (let ((?t6 (* 128 div!4)))
 (let ((?t7 (* 128 div!0)))
 (let ((?t8 (* (- 1) M)))
 (let ((?t9 (* 256 div!1)))
 (let ((?t10 (* (- 1) N)))
 (let ((?t11 (* 128 div!5)))
 (let ((?t12 (+ (* 16384 i) ?t2 ?t1 (* 128 ?t4))))
 (and (and (<= 1 M) (<= M 1048576) (<= 1 N) (<= N 1048576) (<= 0 0) (< 0 M) (<= 0 bn) (< ?t0 N) (not (= M 1)) (= (- div!0) 1) (not (= N 1)) (not (= (- div!1) 1))) (and (and (<= 0 t) (< t 128) (<= 0 v) (< v 128) (<= 0 i) (< i 2)) (not (= (+ (* N ?t2) (* 32 N div!2) ?t0 (* 128 i) ?t4) (+ (* N (- ?t5 ?t6)) ?t0 div!5)))) (<= ?t7 ?t8) (< ?t8 (+ ?t7 128)) (<= ?t9 ?t10) (< ?t10 (+ ?t9 256)) (<= ?t1 t) (< t (+ ?t1 32)) (<= ?t3 v) (< v (+ ?t3 128)) (<= ?t6 ?t5) (< ?t5 (+ ?t6 128)) (<= ?t11 ?t12) (< ?t12 (+ ?t11 128)))))))))))))))))
(check-sat)
