; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_umma_operands.cute:12:1
; property: bijective(A_1sm) && size(A_1sm) == M*K
; assume: M in {64,128} && N % 8 == 0 && 8 <= N && N <= 256 && K in {4,8,16,32,64,128}
; query 1 of 3
; expected: unsat
; cute-prover obligation: bijective((1,(M,K)):(0,(1,M))) injective: L(x) != L(y) for x != y, L = (1,(M,K)):(0,(1,M))
; expected: unsat (no counterexample exists)
; bijective((1,(M,K)):(0,(1,M))) injective: L(x) != L(y) for x != y, L = (1,(M,K)):(0,(1,M))
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun M () Int)
(declare-fun |N#q| () Int)
(declare-fun K () Int)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun x2!2 () Int)
(declare-fun y0!3 () Int)
(declare-fun y1!4 () Int)
(declare-fun y2!5 () Int)
(assert
 (let ((?t0 (* 8 |N#q|)))
 (let (($t1 (>= M 1)))
 (let (($t2 (>= K 1)))
 (and (and (or (= M 64) (= M 128)) (= 0 0) (<= 8 ?t0) (<= ?t0 256) (or (= K 4) (= K 8) (= K 16) (= K 32) (= K 64) (= K 128))) (and (and (>= x0!0 0) (< x0!0 1) (>= x1!1 0) $t1 (< x1!1 M) (>= x2!2 0) $t2 (< x2!2 K)) (and (>= y0!3 0) (< y0!3 1) (>= y1!4 0) $t1 (< y1!4 M) (>= y2!5 0) $t2 (< y2!5 K)) (or (not (= x0!0 y0!3)) (not (= x1!1 y1!4)) (not (= x2!2 y2!5))) (= (+ (* 0 x0!0) x1!1 (* M x2!2)) (+ (* 0 y0!3) y1!4 (* M y2!5)))))))))
(check-sat)
