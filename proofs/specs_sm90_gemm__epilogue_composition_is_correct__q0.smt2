; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:38:1
; property: composition_valid(gC_64, acc_64) && composition_valid(gC_128, acc_128) && composition_valid(gC_256, acc_256)
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 1 of 7
; expected: unsat
; cute-prover obligation: branch: 128*N != 1
; expected: unsat (no counterexample exists)
; branch: 128*N != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |K#q| () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(assert
 (let ((?t0 (* 64 |K#q|)))
(let (($t1 (>= ?t0 1)))
(let ((?t2 (* 128 |M#q|)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 256 |N#q|)))
(let (($t5 (>= ?t4 1)))
(let ((?t6 (* 32768 |N#q|)))
(let (($t7 (= ?t6 1)))
(let (($t8 (= 0 0)))
(let (($t9 (and $t8 $t8 $t8)))
(and $t9 $t7 $t5 $t3 $t1))))))))))))
(check-sat)
