; cute-prover 0.1.0 proof obligation
; source: specs/sgemm_sm80_tutorial.cute:38:1
; property: bijective(get_layoutC_TV(mma))
; assume: M % 128 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 2 of 2
; expected: unsat
; cute-prover obligation: bijective(((4,8,2,2),((2,2),(1,2))):((64,1,16,256),((32,8),(0,512)))) range: 0 <= L(x) < 1024, L = ((4,8,2,2),((2,2),(1,2))):((64,1,16,256),((32,8),(0,512)))
; expected: unsat (no counterexample exists)
; bijective(((4,8,2,2),((2,2),(1,2))):((64,1,16,256),((32,8),(0,512)))) range: 0 <= L(x) < 1024, L = ((4,8,2,2),((2,2),(1,2))):((64,1,16,256),((32,8),(0,512)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun x0!16 () Int)
(declare-fun x1!17 () Int)
(declare-fun x2!18 () Int)
(declare-fun x3!19 () Int)
(declare-fun x4!20 () Int)
(declare-fun x5!21 () Int)
(declare-fun x6!22 () Int)
(declare-fun x7!23 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (let ((?t4 (+ (* 64 x0!16) x1!17 (* 16 x2!18) (* 256 x3!19) (* 32 x4!20) (* 8 x5!21) (* 0 x6!22) (* 512 x7!23))))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and (and (>= x0!16 0) (< x0!16 4) (>= x1!17 0) (< x1!17 8) (>= x2!18 0) (< x2!18 2) (>= x3!19 0) (< x3!19 2) (>= x4!20 0) (< x4!20 2) (>= x5!21 0) (< x5!21 2) (>= x6!22 0) (< x6!22 1) (>= x7!23 0) (< x7!23 2)) (or (< ?t4 0) (>= ?t4 1024))) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1))))))))
(check-sat)
