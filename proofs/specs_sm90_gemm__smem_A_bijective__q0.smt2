; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:18:1
; property: bijective(sA) && bijective(sA_swizzled)
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 1 of 4
; expected: unsat
; cute-prover obligation: bijective(((8,16),(64,1)):((64,512),(1,0))) injective: L(x) != L(y) for x != y, L = ((8,16),(64,1)):((64,512),(1,0))
; expected: unsat (no counterexample exists)
; bijective(((8,16),(64,1)):((64,512),(1,0))) injective: L(x) != L(y) for x != y, L = ((8,16),(64,1)):((64,512),(1,0))
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
 (and (and $t0 $t0 $t0) (and (and (>= x0!0 0) (< x0!0 8) (>= x1!1 0) (< x1!1 16) (>= x2!2 0) (< x2!2 64) (>= x3!3 0) (< x3!3 1)) (and (>= y0!4 0) (< y0!4 8) (>= y1!5 0) (< y1!5 16) (>= y2!6 0) (< y2!6 64) (>= y3!7 0) (< y3!7 1)) (or (not (= x0!0 y0!4)) (not (= x1!1 y1!5)) (not (= x2!2 y2!6)) (not (= x3!3 y3!7))) (= (+ (* 64 x0!0) (* 512 x1!1) x2!2 (* 0 x3!3)) (+ (* 64 y0!4) (* 512 y1!5) y2!6 (* 0 y3!7)))) (>= (* 128 |M#q|) 1) (>= (* 256 |N#q|) 1) (>= (* 64 |K#q|) 1))))
(check-sat)
