; cute-prover 0.1.0 proof obligation
; source: specs/known_bugs.cute:13:1
; property: injective((M,N):(1,8))
; assume: M >= 1 && N >= 1
; query 1 of 1
; expected: sat
; cute-prover obligation: injective((M,N):(1,8)) injective: L(x) != L(y) for x != y, L = (M,N):(1,8)
; expected: unsat (no counterexample exists)
; injective((M,N):(1,8)) injective: L(x) != L(y) for x != y, L = (M,N):(1,8)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun M () Int)
(declare-fun N () Int)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun y0!2 () Int)
(declare-fun y1!3 () Int)
(assert
 (let (($t0 (>= M 1)))
 (let (($t1 (>= N 1)))
 (and (and $t0 $t1) (and (and (>= x0!0 0) $t0 (< x0!0 M) (>= x1!1 0) $t1 (< x1!1 N)) (and (>= y0!2 0) $t0 (< y0!2 M) (>= y1!3 0) $t1 (< y1!3 N)) (or (not (= x0!0 y0!2)) (not (= x1!1 y1!3))) (= (+ x0!0 (* 8 x1!1)) (+ y0!2 (* 8 y1!3))))))))
(check-sat)
