; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_umma_operands.cute:14:1
; property: bijective(C_1sm) && size(C_1sm) == M*N
; assume: M in {64,128} && N % 8 == 0 && 8 <= N && N <= 256 && K in {4,8,16,32,64,128}
; query 2 of 3
; expected: unsat
; cute-prover obligation: bijective((1,(M,N)):(0,(1,M))) range: 0 <= L(x) < M*N, L = (1,(M,N)):(0,(1,M))
; expected: unsat (no counterexample exists)
; bijective((1,(M,N)):(0,(1,M))) range: 0 <= L(x) < M*N, L = (1,(M,N)):(0,(1,M))
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun M () Int)
(declare-fun |N#q| () Int)
(declare-fun K () Int)
(declare-fun x0!6 () Int)
(declare-fun x1!7 () Int)
(declare-fun x2!8 () Int)
(assert
 (let ((?t0 (* 8 |N#q|)))
 (let ((?t1 (+ (* 0 x0!6) x1!7 (* M x2!8))))
 (and (and (or (= M 64) (= M 128)) (= 0 0) (<= 8 ?t0) (<= ?t0 256) (or (= K 4) (= K 8) (= K 16) (= K 32) (= K 64) (= K 128))) (and (and (>= x0!6 0) (< x0!6 1) (>= x1!7 0) (>= M 1) (< x1!7 M) (>= x2!8 0) (>= ?t0 1) (< x2!8 ?t0)) (or (< ?t1 0) (>= ?t1 (* 8 M |N#q|))))))))
(check-sat)
