; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_frg.cute:16:1
; property: injective(frg_m128) && (forall m in [0,128), n in [0,N): frg_m128(m,n) == m + 128*n)
; assume: N % 8 == 0 && 8 <= N && N <= 256 || N == 4
; query 1 of 2
; expected: unsat
; cute-prover obligation: injective((128,N):(1,128)) injective: L(x) != L(y) for x != y, L = (128,N):(1,128)
; expected: unsat (no counterexample exists)
; injective((128,N):(1,128)) injective: L(x) != L(y) for x != y, L = (128,N):(1,128)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun N () Int)
(declare-fun div!0 () Int)
(declare-fun x0!1 () Int)
(declare-fun x1!2 () Int)
(declare-fun y0!3 () Int)
(declare-fun y1!4 () Int)
(assert
 (let ((?t0 (* 8 div!0)))
 (let (($t1 (>= N 1)))
 (and (and (or (and (= (- N ?t0) 0) (<= 8 N) (<= N 256)) (= N 4))) (and (and (>= x0!1 0) (< x0!1 128) (>= x1!2 0) $t1 (< x1!2 N)) (and (>= y0!3 0) (< y0!3 128) (>= y1!4 0) $t1 (< y1!4 N)) (or (not (= x0!1 y0!3)) (not (= x1!2 y1!4))) (= (+ x0!1 (* 128 x1!2)) (+ y0!3 (* 128 y1!4)))) $t1 (<= ?t0 N) (< N (+ ?t0 8))))))
(check-sat)
