; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_umma_operands.cute:21:1
; property: bijective(B_2sm) && size(B_2sm) == N2*K2
; assume: M in {64,128} && N % 8 == 0 && 8 <= N && N <= 256 && K in {4,8,16,32,64,128}
; assume: M2 in {128,256} && N2 % 16 == 0 && 16 <= N2 && N2 <= 256 && K2 in {4,8,16,32,64,128}
; query 2 of 3
; expected: unsat
; cute-prover obligation: bijective((2,(N2/2,K2)):(N2/2,(1,N2))) range: 0 <= L(x) < 2*K2*(N2/2), L = (2,(N2/2,K2)):(N2/2,(1,N2))
; expected: unsat (no counterexample exists)
; bijective((2,(N2/2,K2)):(N2/2,(1,N2))) range: 0 <= L(x) < 2*K2*(N2/2), L = (2,(N2/2,K2)):(N2/2,(1,N2))
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun M () Int)
(declare-fun |N#q| () Int)
(declare-fun K () Int)
(declare-fun M2 () Int)
(declare-fun |N2#q| () Int)
(declare-fun K2 () Int)
(declare-fun x0!6 () Int)
(declare-fun x1!7 () Int)
(declare-fun x2!8 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 8 |N#q|)))
 (let ((?t2 (* 16 |N2#q|)))
 (let ((?t3 (* 8 |N2#q|)))
 (let ((?t4 (+ (* ?t3 x0!6) x1!7 (* ?t2 x2!8))))
 (and (and (or (= M 64) (= M 128)) $t0 (<= 8 ?t1) (<= ?t1 256) (or (= K 4) (= K 8) (= K 16) (= K 32) (= K 64) (= K 128)) (or (= M2 128) (= M2 256)) $t0 (<= 16 ?t2) (<= ?t2 256) (or (= K2 4) (= K2 8) (= K2 16) (= K2 32) (= K2 64) (= K2 128))) (and (and (>= x0!6 0) (< x0!6 2) (>= x1!7 0) (>= ?t3 1) (< x1!7 ?t3) (>= x2!8 0) (>= K2 1) (< x2!8 K2)) (or (< ?t4 0) (>= ?t4 (* 16 K2 |N2#q|)))))))))))
(check-sat)
