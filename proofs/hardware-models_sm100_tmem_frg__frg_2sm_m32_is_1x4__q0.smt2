; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_frg.cute:19:1
; property: injective(frg_2sm_m32) && (forall m in [0,32), n in [0,N): frg_2sm_m32(m,n) == m + 32*(n/(N/4)) + 128*(n%(N/4)))
; assume: N % 8 == 0 && 8 <= N && N <= 256 || N == 4
; query 1 of 2
; expected: unsat
; cute-prover obligation: injective((32,(N/4,4)):(1,(128,32))) injective: L(x) != L(y) for x != y, L = (32,(N/4,4)):(1,(128,32))
; expected: unsat (no counterexample exists)
; injective((32,(N/4,4)):(1,(128,32))) injective: L(x) != L(y) for x != y, L = (32,(N/4,4)):(1,(128,32))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun N () Int)
(declare-fun div!1 () Int)
(declare-fun x0!2 () Int)
(declare-fun x1!3 () Int)
(declare-fun div!0 () Int)
(declare-fun x2!4 () Int)
(declare-fun y0!5 () Int)
(declare-fun y1!6 () Int)
(declare-fun y2!7 () Int)
(assert
 (let ((?t0 (* 8 div!1)))
 (let (($t1 (>= div!0 1)))
 (let ((?t2 (* 4 div!0)))
 (and (and (or (and (= (- N ?t0) 0) (<= 8 N) (<= N 256)) (= N 4))) (and (and (>= x0!2 0) (< x0!2 32) (>= x1!3 0) $t1 (< x1!3 div!0) (>= x2!4 0) (< x2!4 4)) (and (>= y0!5 0) (< y0!5 32) (>= y1!6 0) $t1 (< y1!6 div!0) (>= y2!7 0) (< y2!7 4)) (or (not (= x0!2 y0!5)) (not (= x1!3 y1!6)) (not (= x2!4 y2!7))) (= (+ x0!2 (* 128 x1!3) (* 32 x2!4)) (+ y0!5 (* 128 y1!6) (* 32 y2!7)))) (>= N 1) (<= ?t2 N) (< N (+ ?t2 4)) (<= ?t0 N) (< N (+ ?t0 8)))))))
(check-sat)
