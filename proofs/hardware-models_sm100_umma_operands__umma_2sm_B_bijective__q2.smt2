; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_umma_operands.cute:21:1
; property: bijective(B_2sm) && size(B_2sm) == N2*K2
; assume: M in {64,128} && N % 8 == 0 && 8 <= N && N <= 256 && K in {4,8,16,32,64,128}
; assume: M2 in {128,256} && N2 % 16 == 0 && 16 <= N2 && N2 <= 256 && K2 in {4,8,16,32,64,128}
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(B_2sm) == (N2 * K2)
; expected: unsat (no counterexample exists)
; condition condition: size(B_2sm) == (N2 * K2)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun M () Int)
(declare-fun |N#q| () Int)
(declare-fun K () Int)
(declare-fun M2 () Int)
(declare-fun |N2#q| () Int)
(declare-fun K2 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 8 |N#q|)))
 (let ((?t2 (* 16 |N2#q|)))
 (let ((?t3 (* 16 K2 |N2#q|)))
 (and (and (or (= M 64) (= M 128)) $t0 (<= 8 ?t1) (<= ?t1 256) (or (= K 4) (= K 8) (= K 16) (= K 32) (= K 64) (= K 128)) (or (= M2 128) (= M2 256)) $t0 (<= 16 ?t2) (<= ?t2 256) (or (= K2 4) (= K2 8) (= K2 16) (= K2 32) (= K2 64) (= K2 128))) (and true (not (= ?t3 ?t3)))))))))
(check-sat)
