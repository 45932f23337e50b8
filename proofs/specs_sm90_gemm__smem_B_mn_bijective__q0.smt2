; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:66:1
; property: bijective(sB_mn)
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 1 of 2
; expected: unsat
; cute-prover obligation: bijective(Sw<3,3,3> o 0 o ((64,2),(8,8)):((1,4096),(64,512))) injective: L(x) != L(y) for x != y, L = Sw<3,3,3> o 0 o ((64,2),(8,8)):((1,4096),(64,512))
; expected: unsat (no counterexample exists)
; bijective(Sw<3,3,3> o 0 o ((64,2),(8,8)):((1,4096),(64,512))) injective: L(x) != L(y) for x != y, L = Sw<3,3,3> o 0 o ((64,2),(8,8)):((1,4096),(64,512))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun x2!2 () Int)
(declare-fun x3!3 () Int)
(declare-fun y0!4 () Int)
(declare-fun y1!5 () Int)
(declare-fun y2!6 () Int)
(declare-fun y3!7 () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (and (and $t0 $t0 $t0) (and (and (>= x0!0 0) (< x0!0 64) (>= x1!1 0) (< x1!1 2) (>= x2!2 0) (< x2!2 8) (>= x3!3 0) (< x3!3 8)) (and (>= y0!4 0) (< y0!4 64) (>= y1!5 0) (< y1!5 2) (>= y2!6 0) (< y2!6 8) (>= y3!7 0) (< y3!7 8)) (or (not (= x0!0 y0!4)) (not (= x1!1 y1!5)) (not (= x2!2 y2!6)) (not (= x3!3 y3!7))) (= (+ x0!0 (* 4096 x1!1) (* 64 x2!2) (* 512 x3!3)) (+ y0!4 (* 4096 y1!5) (* 64 y2!6) (* 512 y3!7)))) (>= (* 128 |M#q|) 1) (>= (* 256 |N#q|) 1) (>= (* 64 |K#q|) 1))))
(check-sat)
