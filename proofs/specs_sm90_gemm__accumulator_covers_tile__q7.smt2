; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:28:1
; property: covers(acc_64, (128,64)) && covers(acc_128, (128,128)) && covers(acc_256, (128,256))
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 8 of 9
; expected: unsat
; cute-prover obligation: covers(((4,8,8),((2,2,32),(1,1))):((256,1,16),((128,8,1024),(0,0))),(128,256)) injective: L(x) != L(y) for x != y, L = ((4,8,8),((2,2,32),(1,1))):((256,1,16),((128,8,1024),(0,0)))
; expected: unsat (no counterexample exists)
; covers(((4,8,8),((2,2,32),(1,1))):((256,1,16),((128,8,1024),(0,0))),(128,256)) injective: L(x) != L(y) for x != y, L = ((4,8,8),((2,2,32),(1,1))):((256,1,16),((128,8,1024),(0,0)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!48 () Int)
(declare-fun x1!49 () Int)
(declare-fun x2!50 () Int)
(declare-fun x3!51 () Int)
(declare-fun x4!52 () Int)
(declare-fun x5!53 () Int)
(declare-fun x6!54 () Int)
(declare-fun x7!55 () Int)
(declare-fun y0!56 () Int)
(declare-fun y1!57 () Int)
(declare-fun y2!58 () Int)
(declare-fun y3!59 () Int)
(declare-fun y4!60 () Int)
(declare-fun y5!61 () Int)
(declare-fun y6!62 () Int)
(declare-fun y7!63 () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (and (and $t0 $t0 $t0) (and (and (>= x0!48 0) (< x0!48 4) (>= x1!49 0) (< x1!49 8) (>= x2!50 0) (< x2!50 8) (>= x3!51 0) (< x3!51 2) (>= x4!52 0) (< x4!52 2) (>= x5!53 0) (< x5!53 32) (>= x6!54 0) (< x6!54 1) (>= x7!55 0) (< x7!55 1)) (and (>= y0!56 0) (< y0!56 4) (>= y1!57 0) (< y1!57 8) (>= y2!58 0) (< y2!58 8) (>= y3!59 0) (< y3!59 2) (>= y4!60 0) (< y4!60 2) (>= y5!61 0) (< y5!61 32) (>= y6!62 0) (< y6!62 1) (>= y7!63 0) (< y7!63 1)) (or (not (= x0!48 y0!56)) (not (= x1!49 y1!57)) (not (= x2!50 y2!58)) (not (= x3!51 y3!59)) (not (= x4!52 y4!60)) (not (= x5!53 y5!61)) (not (= x6!54 y6!62)) (not (= x7!55 y7!63))) (= (+ (* 256 x0!48) x1!49 (* 16 x2!50) (* 128 x3!51) (* 8 x4!52) (* 1024 x5!53) (* 0 x6!54) (* 0 x7!55)) (+ (* 256 y0!56) y1!57 (* 16 y2!58) (* 128 y3!59) (* 8 y4!60) (* 1024 y5!61) (* 0 y6!62) (* 0 y7!63)))) (>= (* 128 |M#q|) 1) (>= (* 256 |N#q|) 1) (>= (* 64 |K#q|) 1))))
(check-sat)
