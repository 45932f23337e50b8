; cute-prover 0.1.0 proof obligation
; source: specs/hopper_gemm_ex48.cute:16:1
; property: forall n in [0,128), k in [0,K): offset_of(gB) + layout_of(gB)(n, k%32, k/32) < N*K
; assume: 0 <= ca && ca < 2 && 0 <= cb && cb < 4 && M % 128 == 0 && N % 128 == 0 && K % 32 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 11 of 11
; expected: unsat
; cute-prover obligation: forall forall: (offset_of(local_tile(mB,(128,128,32),(bm,bn,_),Step<X,1,1>)) + layout_of(local_tile(mB,(128,128,32),(bm,bn,_),Step<X,1,1>))(n,k % 32,k / 32)) < (N * K)
; expected: unsat (no counterexample exists)
; forall forall: (offset_of(local_tile(mB,(128,128,32),(bm,bn,_),Step<X,1,1>)) + layout_of(local_tile(mB,(128,128,32),(bm,bn,_),Step<X,1,1>))(n,k % 32,k / 32)) < (N * K)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun ca () Int)
(declare-fun cb () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun n () Int)
(declare-fun k () Int)
(declare-fun div!0 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 32 |K#q|)))
 (let ((?t4 (* 32 div!0)))
 (and (and (<= 0 ca) (< ca 2) (<= 0 cb) (< cb 4) $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|) (not (= |K#q| 1))) (and (and (<= 0 n) (< n 128) (<= 0 k) (< k ?t3)) (not (< (+ (* 4096 |K#q| bn) (* 32 |K#q| n) (- k ?t4) ?t4) (* 4096 |K#q| |N#q|)))) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1) (<= ?t4 k) (< k (+ ?t4 32)))))))))
(check-sat)
