; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_wgmma_family.cute:5:1
; property: bijective(C) && size(C) == 64*N
; assume: N % 8 == 0 && 8 <= N && N <= 256
; query 2 of 3
; expected: unsat
; cute-prover obligation: bijective(((4,8,4),(2,2,N/8)):((128,1,16),(64,8,512))) range: 0 <= L(x) < 512*(N/8), L = ((4,8,4),(2,2,N/8)):((128,1,16),(64,8,512))
; expected: unsat (no counterexample exists)
; bijective(((4,8,4),(2,2,N/8)):((128,1,16),(64,8,512))) range: 0 <= L(x) < 512*(N/8), L = ((4,8,4),(2,2,N/8)):((128,1,16),(64,8,512))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |N#q| () Int)
(declare-fun x0!12 () Int)
(declare-fun x1!13 () Int)
(declare-fun x2!14 () Int)
(declare-fun x3!15 () Int)
(declare-fun x4!16 () Int)
(declare-fun x5!17 () Int)
(assert
 (let ((?t0 (* 8 |N#q|)))
 (let ((?t1 (+ (* 128 x0!12) x1!13 (* 16 x2!14) (* 64 x3!15) (* 8 x4!16) (* 512 x5!17))))
 (and (and (= 0 0) (<= 8 ?t0) (<= ?t0 256)) (and (and (>= x0!12 0) (< x0!12 4) (>= x1!13 0) (< x1!13 8) (>= x2!14 0) (< x2!14 4) (>= x3!15 0) (< x3!15 2) (>= x4!16 0) (< x4!16 2) (>= x5!17 0) (>= |N#q| 1) (< x5!17 |N#q|)) (or (< ?t1 0) (>= ?t1 (* 512 |N#q|))))))))
(check-sat)
