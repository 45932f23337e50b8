; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:39:1
; property: forall t in [0,128), v in [0,128), i in [0,2): offset_of(gD) + tTR_gD(t, v, i) == (128*bm + tTR_cD(t, v, i) % 128)*N + 256*bn + tTR_cD(t, v, i) / 128
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 1 of 57
; expected: unsat
; cute-prover obligation: forall forall: (offset_of(local_tile((M,N):(N,1),(128,256),(bm,bn))) + tidfrg_D(t2r,layout_of(local_tile((M,N):(N,1),(128,256),(bm,bn))))(t,v,i)) == (((((128 * bm) + (tTR_cD(t,v,i) % 128)) * N) + (256 * bn)) + (tTR_cD(t,v,i) / 128))
; expected: unsat (no counterexample exists)
; forall forall: (offset_of(local_tile((M,N):(N,1),(128,256),(bm,bn))) + tidfrg_D(t2r,layout_of(local_tile((M,N):(N,1),(128,256),(bm,bn))))(t,v,i)) == (((((128 * bm) + (tTR_cD(t,v,i) % 128)) * N) + (256 * bn)) + (tTR_cD(t,v,i) / 128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun i () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(declare-fun div!3 () Int)
(assert
 (let (($t0 (<= 1 1)))
 (let (($t1 (<= 1 1048576)))
 (let (($t2 (<= 0 0)))
 (let (($t3 (< 0 1)))
 (let (($t4 (= 1 1)))
 (let ((?t5 (* 32 div!0)))
 (let ((?t6 (- t ?t5)))
 (let ((?t7 (* 128 div!1)))
 (let ((?t8 (- v ?t7)))
 (let ((?t9 (+ ?t6 ?t5)))
 (let ((?t10 (* 128 div!3)))
 (let ((?t11 (* 128 div!2)))
 (let ((?t12 (+ (* 16384 i) ?t6 ?t5 (* 128 ?t8))))
 (and (and $t0 $t1 $t0 $t1 $t2 $t3 $t2 $t3 $t4 $t4) (and (and (<= 0 t) (< t 128) (<= 0 v) (< v 128) (<= 0 i) (< i 2)) (not (= (+ (* 128 i) ?t6 ?t5 ?t8) (+ div!2 (- ?t9 ?t10))))) (<= ?t5 t) (< t (+ ?t5 32)) (<= ?t7 v) (< v (+ ?t7 128)) (<= ?t11 ?t12) (< ?t12 (+ ?t11 128)) (<= ?t10 ?t9) (< ?t9 (+ ?t10 128)))))))))))))))))
(check-sat)
