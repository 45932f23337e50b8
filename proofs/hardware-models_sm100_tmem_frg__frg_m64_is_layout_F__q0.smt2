; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_frg.cute:17:1
; property: injective(frg_m64) && (forall m in [0,64), n in [0,N): frg_m64(m,n) == m%16 + 32*(m/16) + 128*n)
; assume: N % 8 == 0 && 8 <= N && N <= 256 || N == 4
; query 1 of 2
; expected: unsat
; cute-prover obligation: injective(((16,4),N):((1,32),128)) injective: L(x) != L(y) for x != y, L = ((16,4),N):((1,32),128)
; expected: unsat (no counterexample exists)
; injective(((16,4),N):((1,32),128)) injective: L(x) != L(y) for x != y, L = ((16,4),N):((1,32),128)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun N () Int)
(declare-fun div!0 () Int)
(declare-fun x0!1 () Int)
(declare-fun x1!2 () Int)
(declare-fun x2!3 () Int)
(declare-fun y0!4 () Int)
(declare-fun y1!5 () Int)
(declare-fun y2!6 () Int)
(assert
 (let ((?t0 (* 8 div!0)))
 (let (($t1 (>= N 1)))
 (and (and (or (and (= (- N ?t0) 0) (<= 8 N) (<= N 256)) (= N 4))) (and (and (>= x0!1 0) (< x0!1 16) (>= x1!2 0) (< x1!2 4) (>= x2!3 0) $t1 (< x2!3 N)) (and (>= y0!4 0) (< y0!4 16) (>= y1!5 0) (< y1!5 4) (>= y2!6 0) $t1 (< y2!6 N)) (or (not (= x0!1 y0!4)) (not (= x1!2 y1!5)) (not (= x2!3 y2!6))) (= (+ x0!1 (* 32 x1!2) (* 128 x2!3)) (+ y0!4 (* 32 y1!5) (* 128 y2!6)))) $t1 (<= ?t0 N) (< N (+ ?t0 8))))))
(check-sat)
