; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_umma_operands.cute:12:1
; property: bijective(A_1sm) && size(A_1sm) == M*K
; assume: M in {64,128} && N % 8 == 0 && 8 <= N && N <= 256 && K in {4,8,16,32,64,128}
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(A_1sm) == (M * K)
; expected: unsat (no counterexample exists)
; condition condition: size(A_1sm) == (M * K)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun M () Int)
(declare-fun |N#q| () Int)
(declare-fun K () Int)
(assert
 (let ((?t0 (* 8 |N#q|)))
 (let ((?t1 (* K M)))
 (and (and (or (= M 64) (= M 128)) (= 0 0) (<= 8 ?t0) (<= ?t0 256) (or (= K 4) (= K 8) (= K 16) (= K 32) (= K 64) (= K 128))) (and true (not (= ?t1 ?t1)))))))
(check-sat)
