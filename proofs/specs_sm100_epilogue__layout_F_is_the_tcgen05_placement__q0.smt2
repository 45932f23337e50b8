; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:48:1
; property: forall m in [0,64), n in [0,256): acc_F(m, n) == sm100.tcgen05.mma.m64n256.F(m, n)
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: acc_F(m,n) == sm100.tcgen05.mma.m64n256.F(m,n)
; expected: unsat (no counterexample exists)
; forall forall: acc_F(m,n) == sm100.tcgen05.mma.m64n256.F(m,n)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun M () Int)
(declare-fun N () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun m () Int)
(declare-fun n () Int)
(declare-fun div!0 () Int)
(assert
 (let ((?t0 (* 16 div!0)))
 (let ((?t1 (+ n (* 65536 (- m ?t0)) (* 2097152 div!0))))
 (and (and (<= 1 M) (<= M 1048576) (<= 1 N) (<= N 1048576) (<= 0 bm) (< (* 128 bm) M) (<= 0 bn) (< (* 256 bn) N)) (and (and (<= 0 m) (< m 64) (<= 0 n) (< n 256)) (not (= ?t1 ?t1))) (<= ?t0 m) (< m (+ ?t0 16))))))
(check-sat)
