; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_umma_operands.cute:22:1
; property: bijective(C_2sm) && size(C_2sm) == M2*N2
; assume: M in {64,128} && N % 8 == 0 && 8 <= N && N <= 256 && K in {4,8,16,32,64,128}
; assume: M2 in {128,256} && N2 % 16 == 0 && 16 <= N2 && N2 <= 256 && K2 in {4,8,16,32,64,128}
; query 1 of 3
; expected: unsat
; cute-prover obligation: bijective((2,(M2/2,N2)):(M2/2,(1,M2))) injective: L(x) != L(y) for x != y, L = (2,(M2/2,N2)):(M2/2,(1,M2))
; expected: unsat (no counterexample exists)
; bijective((2,(M2/2,N2)):(M2/2,(1,M2))) injective: L(x) != L(y) for x != y, L = (2,(M2/2,N2)):(M2/2,(1,M2))
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun M () Int)
(declare-fun |N#q| () Int)
(declare-fun K () Int)
(declare-fun M2 () Int)
(declare-fun |N2#q| () Int)
(declare-fun K2 () Int)
(declare-fun x0!1 () Int)
(declare-fun x1!2 () Int)
(declare-fun div!0 () Int)
(declare-fun x2!3 () Int)
(declare-fun y0!4 () Int)
(declare-fun y1!5 () Int)
(declare-fun y2!6 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 8 |N#q|)))
 (let ((?t2 (* 16 |N2#q|)))
 (let (($t3 (>= div!0 1)))
 (let (($t4 (>= ?t2 1)))
 (let ((?t5 (* 2 div!0)))
 (and (and (or (= M 64) (= M 128)) $t0 (<= 8 ?t1) (<= ?t1 256) (or (= K 4) (= K 8) (= K 16) (= K 32) (= K 64) (= K 128)) (or (= M2 128) (= M2 256)) $t0 (<= 16 ?t2) (<= ?t2 256) (or (= K2 4) (= K2 8) (= K2 16) (= K2 32) (= K2 64) (= K2 128))) (and (and (>= x0!1 0) (< x0!1 2) (>= x1!2 0) $t3 (< x1!2 div!0) (>= x2!3 0) $t4 (< x2!3 ?t2)) (and (>= y0!4 0) (< y0!4 2) (>= y1!5 0) $t3 (< y1!5 div!0) (>= y2!6 0) $t4 (< y2!6 ?t2)) (or (not (= x0!1 y0!4)) (not (= x1!2 y1!5)) (not (= x2!3 y2!6))) (= (+ (* div!0 x0!1) x1!2 (* M2 x2!3)) (+ (* div!0 y0!4) y1!5 (* M2 y2!6)))) (<= ?t5 M2) (< M2 (+ ?t5 2))))))))))
(check-sat)
