; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:50:1
; property: forall i in [0,128*64), k in [0,K/64): tAgA(i, k) < 128*K
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 14 of 20
; expected: unsat
; cute-prover obligation: branch: ceil_div(M,128) != 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(M,128) != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let (($t1 (= |M#q| 1)))
 (and (and $t0 $t0 $t0 (not $t1) (not (= |K#q| 1))) $t1 (>= (* 128 |M#q|) 1) (>= (* 256 |N#q|) 1) (>= (* 64 |K#q|) 1)))))
(check-sat)
