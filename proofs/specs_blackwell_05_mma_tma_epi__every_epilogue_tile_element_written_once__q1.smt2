; cute-prover 0.1.0 proof obligation
; source: specs/blackwell_05_mma_tma_epi.cute:61:1
; property: bijective(tTR_cD) && size(tTR_cD) == 128*64
; assume: M % 256 == 0 && N % 256 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/256 && bn < N/256
; query 2 of 3
; expected: unsat
; cute-prover obligation: bijective(((32,4),(1,1),(1,64)):((1,32),(0,0),(0,128))) range: 0 <= L(x) < 8192, L = ((32,4),(1,1),(1,64)):((1,32),(0,0),(0,128))
; expected: unsat (no counterexample exists)
; bijective(((32,4),(1,1),(1,64)):((1,32),(0,0),(0,128))) range: 0 <= L(x) < 8192, L = ((32,4),(1,1),(1,64)):((1,32),(0,0),(0,128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun x0!12 () Int)
(declare-fun x1!13 () Int)
(declare-fun x2!14 () Int)
(declare-fun x3!15 () Int)
(declare-fun x4!16 () Int)
(declare-fun x5!17 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 256 |M#q|)))
 (let ((?t2 (* 256 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (let ((?t4 (+ x0!12 (* 32 x1!13) (* 0 x2!14) (* 0 x3!15) (* 0 x4!16) (* 128 x5!17))))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and (and (>= x0!12 0) (< x0!12 32) (>= x1!13 0) (< x1!13 4) (>= x2!14 0) (< x2!14 1) (>= x3!15 0) (< x3!15 1) (>= x4!16 0) (< x4!16 1) (>= x5!17 0) (< x5!17 64)) (or (< ?t4 0) (>= ?t4 8192))) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1))))))))
(check-sat)
