; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:28:1
; property: covers(acc_64, (128,64)) && covers(acc_128, (128,128)) && covers(acc_256, (128,256))
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 9 of 9
; expected: unsat
; cute-prover obligation: covers(((4,8,8),((2,2,32),(1,1))):((256,1,16),((128,8,1024),(0,0))),(128,256)) range: 0 <= L(x) < 32768, L = ((4,8,8),((2,2,32),(1,1))):((256,1,16),((128,8,1024),(0,0)))
; expected: unsat (no counterexample exists)
; covers(((4,8,8),((2,2,32),(1,1))):((256,1,16),((128,8,1024),(0,0))),(128,256)) range: 0 <= L(x) < 32768, L = ((4,8,8),((2,2,32),(1,1))):((256,1,16),((128,8,1024),(0,0)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!64 () Int)
(declare-fun x1!65 () Int)
(declare-fun x2!66 () Int)
(declare-fun x3!67 () Int)
(declare-fun x4!68 () Int)
(declare-fun x5!69 () Int)
(declare-fun x6!70 () Int)
(declare-fun x7!71 () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (+ (* 256 x0!64) x1!65 (* 16 x2!66) (* 128 x3!67) (* 8 x4!68) (* 1024 x5!69) (* 0 x6!70) (* 0 x7!71))))
 (and (and $t0 $t0 $t0) (and (and (>= x0!64 0) (< x0!64 4) (>= x1!65 0) (< x1!65 8) (>= x2!66 0) (< x2!66 8) (>= x3!67 0) (< x3!67 2) (>= x4!68 0) (< x4!68 2) (>= x5!69 0) (< x5!69 32) (>= x6!70 0) (< x6!70 1) (>= x7!71 0) (< x7!71 1)) (or (< ?t1 0) (>= ?t1 32768))) (>= (* 128 |M#q|) 1) (>= (* 256 |N#q|) 1) (>= (* 64 |K#q|) 1)))))
(check-sat)
