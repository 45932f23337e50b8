; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:30:1
; property: covers(mmaC, (16,8))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 3 of 3
; expected: unsat
; cute-prover obligation: covers(((4,8),((2,2),(1,1))):((32,1),((16,8),(0,0))),(16,8)) range: 0 <= L(x) < 128, L = ((4,8),((2,2),(1,1))):((32,1),((16,8),(0,0)))
; expected: unsat (no counterexample exists)
; covers(((4,8),((2,2),(1,1))):((32,1),((16,8),(0,0))),(16,8)) range: 0 <= L(x) < 128, L = ((4,8),((2,2),(1,1))):((32,1),((16,8),(0,0)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!12 () Int)
(declare-fun x1!13 () Int)
(declare-fun x2!14 () Int)
(declare-fun x3!15 () Int)
(declare-fun x4!16 () Int)
(declare-fun x5!17 () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (+ (* 32 x0!12) x1!13 (* 16 x2!14) (* 8 x3!15) (* 0 x4!16) (* 0 x5!17))))
 (and (and $t0 $t0 $t0) (and (and (>= x0!12 0) (< x0!12 4) (>= x1!13 0) (< x1!13 8) (>= x2!14 0) (< x2!14 2) (>= x3!15 0) (< x3!15 2) (>= x4!16 0) (< x4!16 1) (>= x5!17 0) (< x5!17 1)) (or (< ?t1 0) (>= ?t1 128))) (>= (* 128 |M#q|) 1) (>= (* 128 |N#q|) 1) (>= (* 32 |K#q|) 1)))))
(check-sat)
