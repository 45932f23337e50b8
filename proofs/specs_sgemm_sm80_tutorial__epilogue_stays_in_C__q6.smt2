; cute-prover 0.1.0 proof obligation
; source: specs/sgemm_sm80_tutorial.cute:16:1
; property: forall m in [0,128), n in [0,128): offset_of(gC) + layout_of(gC)(m, n) < M*N
; assume: M % 128 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 7 of 7
; expected: unsat
; cute-prover obligation: forall forall: (offset_of(local_tile(mC,(128,128,64),(bm,bn,_),Step<1,1,X>)) + layout_of(local_tile(mC,(128,128,64),(bm,bn,_),Step<1,1,X>))(m,n)) < (M * N)
; expected: unsat (no counterexample exists)
; forall forall: (offset_of(local_tile(mC,(128,128,64),(bm,bn,_),Step<1,1,X>)) + layout_of(local_tile(mC,(128,128,64),(bm,bn,_),Step<1,1,X>))(m,n)) < (M * N)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun m () Int)
(declare-fun n () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and (and (<= 0 m) (< m 128) (<= 0 n) (< n 128)) (not (< (+ (* 16384 |M#q| bn) (* 128 |M#q| n) (* 128 bm) m) (* 16384 |M#q| |N#q|)))) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1)))))))
(check-sat)
