; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:28:1
; property: covers(acc_64, (128,64)) && covers(acc_128, (128,128)) && covers(acc_256, (128,256))
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 3 of 9
; expected: unsat
; cute-prover obligation: covers(((4,8,8),((2,2,8),(1,1))):((256,1,16),((128,8,1024),(0,0))),(128,64)) range: 0 <= L(x) < 8192, L = ((4,8,8),((2,2,8),(1,1))):((256,1,16),((128,8,1024),(0,0)))
; expected: unsat (no counterexample exists)
; covers(((4,8,8),((2,2,8),(1,1))):((256,1,16),((128,8,1024),(0,0))),(128,64)) range: 0 <= L(x) < 8192, L = ((4,8,8),((2,2,8),(1,1))):((256,1,16),((128,8,1024),(0,0)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!16 () Int)
(declare-fun x1!17 () Int)
(declare-fun x2!18 () Int)
(declare-fun x3!19 () Int)
(declare-fun x4!20 () Int)
(declare-fun x5!21 () Int)
(declare-fun x6!22 () Int)
(declare-fun x7!23 () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (+ (* 256 x0!16) x1!17 (* 16 x2!18) (* 128 x3!19) (* 8 x4!20) (* 1024 x5!21) (* 0 x6!22) (* 0 x7!23))))
 (and (and $t0 $t0 $t0) (and (and (>= x0!16 0) (< x0!16 4) (>= x1!17 0) (< x1!17 8) (>= x2!18 0) (< x2!18 8) (>= x3!19 0) (< x3!19 2) (>= x4!20 0) (< x4!20 2) (>= x5!21 0) (< x5!21 8) (>= x6!22 0) (< x6!22 1) (>= x7!23 0) (< x7!23 1)) (or (< ?t1 0) (>= ?t1 8192))) (>= (* 128 |M#q|) 1) (>= (* 256 |N#q|) 1) (>= (* 64 |K#q|) 1)))))
(check-sat)
