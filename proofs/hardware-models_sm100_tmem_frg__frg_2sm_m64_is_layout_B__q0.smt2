; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_frg.cute:18:1
; property: injective(frg_2sm_m64) && (forall m in [0,64), n in [0,N): frg_2sm_m64(m,n) == m + 64*(n/(N/2)) + 128*(n%(N/2)))
; assume: N % 8 == 0 && 8 <= N && N <= 256 || N == 4
; query 1 of 2
; expected: unsat
; cute-prover obligation: injective((64,(N/2,2)):(1,(128,64))) injective: L(x) != L(y) for x != y, L = (64,(N/2,2)):(1,(128,64))
; expected: unsat (no counterexample exists)
; injective((64,(N/2,2)):(1,(128,64))) injective: L(x) != L(y) for x != y, L = (64,(N/2,2)):(1,(128,64))
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
 (let ((?t2 (* 2 div!0)))
 (and (and (or (and (= (- N ?t0) 0) (<= 8 N) (<= N 256)) (= N 4))) (and (and (>= x0!2 0) (< x0!2 64) (>= x1!3 0) $t1 (< x1!3 div!0) (>= x2!4 0) (< x2!4 2)) (and (>= y0!5 0) (< y0!5 64) (>= y1!6 0) $t1 (< y1!6 div!0) (>= y2!7 0) (< y2!7 2)) (or (not (= x0!2 y0!5)) (not (= x1!3 y1!6)) (not (= x2!4 y2!7))) (= (+ x0!2 (* 128 x1!3) (* 64 x2!4)) (+ y0!5 (* 128 y1!6) (* 64 y2!7)))) (>= N 1) (<= ?t2 N) (< N (+ ?t2 2)) (<= ?t0 N) (< N (+ ?t0 8)))))))
(check-sat)
