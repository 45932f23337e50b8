; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:50:1
; property: forall i in [0,128*64), k in [0,K/64): tAgA(i, k) < 128*K
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 10 of 20
; expected: unsat
; cute-prover obligation: branch: ceil_div(M,128) != 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(M,128) != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(assert
 (let ((?t0 (* 256 |N#q|)))
(let (($t1 (>= ?t0 1)))
(let ((?t2 (* 128 |M#q|)))
(let (($t3 (>= ?t2 1)))
(let (($t4 (= |M#q| 1)))
(let (($t5 (= 1 1)))
(let (($t6 (not $t4)))
(let (($t7 (= 0 0)))
(let (($t8 (and $t7 $t7 $t7 $t6 $t5)))
(and $t8 $t4 $t3 $t1)))))))))))
(check-sat)
