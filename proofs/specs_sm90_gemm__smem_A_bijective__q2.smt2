; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:18:1
; property: bijective(sA) && bijective(sA_swizzled)
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 3 of 4
; expected: unsat
; cute-prover obligation: bijective(Sw<3,3,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))) injective: L(x) != L(y) for x != y, L = Sw<3,3,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))
; expected: unsat (no counterexample exists)
; bijective(Sw<3,3,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))) injective: L(x) != L(y) for x != y, L = Sw<3,3,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!12 () Int)
(declare-fun x1!13 () Int)
(declare-fun x2!14 () Int)
(declare-fun x3!15 () Int)
(declare-fun y0!16 () Int)
(declare-fun y1!17 () Int)
(declare-fun y2!18 () Int)
(declare-fun y3!19 () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (and (and $t0 $t0 $t0) (and (and (>= x0!12 0) (< x0!12 8) (>= x1!13 0) (< x1!13 16) (>= x2!14 0) (< x2!14 64) (>= x3!15 0) (< x3!15 1)) (and (>= y0!16 0) (< y0!16 8) (>= y1!17 0) (< y1!17 16) (>= y2!18 0) (< y2!18 64) (>= y3!19 0) (< y3!19 1)) (or (not (= x0!12 y0!16)) (not (= x1!13 y1!17)) (not (= x2!14 y2!18)) (not (= x3!15 y3!19))) (= (+ (* 64 x0!12) (* 512 x1!13) x2!14 (* 0 x3!15)) (+ (* 64 y0!16) (* 512 y1!17) y2!18 (* 0 y3!19)))) (>= (* 128 |M#q|) 1) (>= (* 256 |N#q|) 1) (>= (* 64 |K#q|) 1))))
(check-sat)
