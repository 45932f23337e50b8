; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:41:1
; property: forall t in [0,128), v in [0,128), i in [0,2): offset_of(gD) + tTR_gD(t, v, i) < M*N
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 57 of 57
; expected: sat
; cute-prover obligation: forall forall: (offset_of(local_tile((M,N):(N,1),(128,256),(bm,bn))) + tidfrg_D(t2r,layout_of(local_tile((M,N):(N,1),(128,256),(bm,bn))))(t,v,i)) < (M * N)
; expected: unsat (no counterexample exists)
; forall forall: (offset_of(local_tile((M,N):(N,1),(128,256),(bm,bn))) + tidfrg_D(t2r,layout_of(local_tile((M,N):(N,1),(128,256),(bm,bn))))(t,v,i)) < (M * N)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun M () Int)
(declare-fun N () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun i () Int)
(declare-fun div!2 () Int)
(declare-fun div!3 () Int)
(assert
 (let ((?t0 (* 256 bn)))
 (let ((?t1 (* 32 div!2)))
 (let ((?t2 (* 128 div!3)))
 (let ((?t3 (* 128 div!0)))
 (let ((?t4 (* (- 1) M)))
 (let ((?t5 (* 256 div!1)))
 (let ((?t6 (* (- 1) N)))
 (and (and (<= 1 M) (<= M 1048576) (<= 1 N) (<= N 1048576) (<= 0 bm) (< (* 128 bm) M) (<= 0 bn) (< ?t0 N) (not (= M 1)) (not (= (- div!0) 1)) (not (= N 1)) (not (= (- div!1) 1))) (and (and (<= 0 t) (< t 128) (<= 0 v) (< v 128) (<= 0 i) (< i 2)) (not (< (+ (* 128 N bm) (* N (- t ?t1)) (* 32 N div!2) ?t0 (* 128 i) (- v ?t2)) (* M N)))) (<= ?t3 ?t4) (< ?t4 (+ ?t3 128)) (<= ?t5 ?t6) (< ?t6 (+ ?t5 256)) (<= ?t1 t) (< t (+ ?t1 32)) (<= ?t2 v) (< v (+ ?t2 128)))))))))))
(check-sat)
