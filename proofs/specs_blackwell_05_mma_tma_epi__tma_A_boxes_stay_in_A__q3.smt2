; cute-prover 0.1.0 proof obligation
; source: specs/blackwell_05_mma_tma_epi.cute:24:1
; property: forall m in [0,256), k in [0,K): offset_of(gA) + layout_of(gA)(m, k%64, k/64) < M*K
; assume: M % 256 == 0 && N % 256 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/256 && bn < N/256
; query 4 of 11
; expected: unsat
; cute-prover obligation: forall forall: (offset_of(local_tile(mA,(256,256,64),(bm,bn,_),Step<1,X,1>)) + layout_of(local_tile(mA,(256,256,64),(bm,bn,_),Step<1,X,1>))(m,k % 64,k / 64)) < (M * K)
; expected: unsat (no counterexample exists)
; forall forall: (offset_of(local_tile(mA,(256,256,64),(bm,bn,_),Step<1,X,1>)) + layout_of(local_tile(mA,(256,256,64),(bm,bn,_),Step<1,X,1>))(m,k % 64,k / 64)) < (M * K)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun m () Int)
(declare-fun k () Int)
(declare-fun div!0 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 256 |M#q|)))
 (let ((?t2 (* 256 |N#q|)))
 (let ((?t3 (* 64 div!0)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= 64 65536) (< bm |M#q|) (< bn |N#q|) (= 1 1)) (and (and (<= 0 m) (< m 256) (<= 0 k) (< k 64)) (not (< (+ (* 16384 bm) (* 64 m) (- k ?t3)) (* 16384 |M#q|)))) (>= ?t1 1) (>= ?t2 1) (>= bm 1) (>= bn 1) (<= ?t3 k) (< k (+ ?t3 64))))))))
(check-sat)
