; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:28:1
; property: covers(acc_64, (128,64)) && covers(acc_128, (128,128)) && covers(acc_256, (128,256))
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 5 of 9
; expected: unsat
; cute-prover obligation: covers(((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))),(128,128)) injective: L(x) != L(y) for x != y, L = ((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))
; expected: unsat (no counterexample exists)
; covers(((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))),(128,128)) injective: L(x) != L(y) for x != y, L = ((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!24 () Int)
(declare-fun x1!25 () Int)
(declare-fun x2!26 () Int)
(declare-fun x3!27 () Int)
(declare-fun x4!28 () Int)
(declare-fun x5!29 () Int)
(declare-fun x6!30 () Int)
(declare-fun x7!31 () Int)
(declare-fun y0!32 () Int)
(declare-fun y1!33 () Int)
(declare-fun y2!34 () Int)
(declare-fun y3!35 () Int)
(declare-fun y4!36 () Int)
(declare-fun y5!37 () Int)
(declare-fun y6!38 () Int)
(declare-fun y7!39 () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (and (and $t0 $t0 $t0) (and (and (>= x0!24 0) (< x0!24 4) (>= x1!25 0) (< x1!25 8) (>= x2!26 0) (< x2!26 8) (>= x3!27 0) (< x3!27 2) (>= x4!28 0) (< x4!28 2) (>= x5!29 0) (< x5!29 16) (>= x6!30 0) (< x6!30 1) (>= x7!31 0) (< x7!31 1)) (and (>= y0!32 0) (< y0!32 4) (>= y1!33 0) (< y1!33 8) (>= y2!34 0) (< y2!34 8) (>= y3!35 0) (< y3!35 2) (>= y4!36 0) (< y4!36 2) (>= y5!37 0) (< y5!37 16) (>= y6!38 0) (< y6!38 1) (>= y7!39 0) (< y7!39 1)) (or (not (= x0!24 y0!32)) (not (= x1!25 y1!33)) (not (= x2!26 y2!34)) (not (= x3!27 y3!35)) (not (= x4!28 y4!36)) (not (= x5!29 y5!37)) (not (= x6!30 y6!38)) (not (= x7!31 y7!39))) (= (+ (* 256 x0!24) x1!25 (* 16 x2!26) (* 128 x3!27) (* 8 x4!28) (* 1024 x5!29) (* 0 x6!30) (* 0 x7!31)) (+ (* 256 y0!32) y1!33 (* 16 y2!34) (* 128 y3!35) (* 8 y4!36) (* 1024 y5!37) (* 0 y6!38) (* 0 y7!39)))) (>= (* 128 |M#q|) 1) (>= (* 256 |N#q|) 1) (>= (* 64 |K#q|) 1))))
(check-sat)
