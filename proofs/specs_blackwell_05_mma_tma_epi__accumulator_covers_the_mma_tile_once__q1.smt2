; cute-prover 0.1.0 proof obligation
; source: specs/blackwell_05_mma_tma_epi.cute:17:1
; property: bijective(tC)
; assume: M % 256 == 0 && N % 256 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/256 && bn < N/256
; query 2 of 2
; expected: unsat
; cute-prover obligation: bijective((2,((128,256),(1,1))):(128,((1,256),(0,0)))) range: 0 <= L(x) < 65536, L = (2,((128,256),(1,1))):(128,((1,256),(0,0)))
; expected: unsat (no counterexample exists)
; bijective((2,((128,256),(1,1))):(128,((1,256),(0,0)))) range: 0 <= L(x) < 65536, L = (2,((128,256),(1,1))):(128,((1,256),(0,0)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun x0!10 () Int)
(declare-fun x1!11 () Int)
(declare-fun x2!12 () Int)
(declare-fun x3!13 () Int)
(declare-fun x4!14 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 256 |M#q|)))
 (let ((?t2 (* 256 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (let ((?t4 (+ (* 128 x0!10) x1!11 (* 256 x2!12) (* 0 x3!13) (* 0 x4!14))))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and (and (>= x0!10 0) (< x0!10 2) (>= x1!11 0) (< x1!11 128) (>= x2!12 0) (< x2!12 256) (>= x3!13 0) (< x3!13 1) (>= x4!14 0) (< x4!14 1)) (or (< ?t4 0) (>= ?t4 65536))) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1))))))))
(check-sat)
