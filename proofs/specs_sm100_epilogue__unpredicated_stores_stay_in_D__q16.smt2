; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:41:1
; property: forall t in [0,128), v in [0,128), i in [0,2): offset_of(gD) + tTR_gD(t, v, i) < M*N
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 17 of 57
; expected: sat
; cute-prover obligation: forall forall: (offset_of(local_tile((M,N):(N,1),(128,256),(bm,bn))) + tidfrg_D(t2r,layout_of(local_tile((M,N):(N,1),(128,256),(bm,bn))))(t,v,i)) < (M * N)
; expected: unsat (no counterexample exists)
; forall forall: (offset_of(local_tile((M,N):(N,1),(128,256),(bm,bn))) + tidfrg_D(t2r,layout_of(local_tile((M,N):(N,1),(128,256),(bm,bn))))(t,v,i)) < (M * N)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun M () Int)
(declare-fun div!0 () Int)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun i () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(assert
 (let (($t0 (<= 0 0)))
 (let ((?t1 (* 32 div!1)))
 (let ((?t2 (* 128 div!2)))
 (let ((?t3 (* 128 div!0)))
 (let ((?t4 (* (- 1) M)))
 (and (and (<= 1 M) (<= M 1048576) (<= 1 1) (<= 1 1048576) $t0 (< 0 M) $t0 (< 0 1) (not (= M 1)) (= (- div!0) 1) (= 1 1)) (and (and (<= 0 t) (< t 128) (<= 0 v) (< v 128) (<= 0 i) (< i 2)) (not (< (+ (* 128 i) (- t ?t1) ?t1 (- v ?t2)) M))) (<= ?t3 ?t4) (< ?t4 (+ ?t3 128)) (<= ?t1 t) (< t (+ ?t1 32)) (<= ?t2 v) (< v (+ ?t2 128)))))))))
(check-sat)
