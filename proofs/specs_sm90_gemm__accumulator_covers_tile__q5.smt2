; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:28:1
; property: covers(acc_64, (128,64)) && covers(acc_128, (128,128)) && covers(acc_256, (128,256))
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 6 of 9
; expected: unsat
; cute-prover obligation: covers(((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))),(128,128)) range: 0 <= L(x) < 16384, L = ((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))
; expected: unsat (no counterexample exists)
; covers(((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))),(128,128)) range: 0 <= L(x) < 16384, L = ((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!40 () Int)
(declare-fun x1!41 () Int)
(declare-fun x2!42 () Int)
(declare-fun x3!43 () Int)
(declare-fun x4!44 () Int)
(declare-fun x5!45 () Int)
(declare-fun x6!46 () Int)
(declare-fun x7!47 () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (+ (* 256 x0!40) x1!41 (* 16 x2!42) (* 128 x3!43) (* 8 x4!44) (* 1024 x5!45) (* 0 x6!46) (* 0 x7!47))))
 (and (and $t0 $t0 $t0) (and (and (>= x0!40 0) (< x0!40 4) (>= x1!41 0) (< x1!41 8) (>= x2!42 0) (< x2!42 8) (>= x3!43 0) (< x3!43 2) (>= x4!44 0) (< x4!44 2) (>= x5!45 0) (< x5!45 16) (>= x6!46 0) (< x6!46 1) (>= x7!47 0) (< x7!47 1)) (or (< ?t1 0) (>= ?t1 16384))) (>= (* 128 |M#q|) 1) (>= (* 256 |N#q|) 1) (>= (* 64 |K#q|) 1)))))
(check-sat)
