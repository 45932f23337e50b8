; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:18:1
; property: bijective(gA_tiled)
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 14 of 20
; expected: unsat
; cute-prover obligation: branch: M >= 1
; expected: unsat (no counterexample exists)
; branch: M >= 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (and (and $t0 $t0 $t0 (not (= |M#q| 1)) (not (= |K#q| 1))) (< ?t1 1) (>= ?t1 1) (>= (* 128 |N#q|) 1) (>= (* 32 |K#q|) 1)))))
(check-sat)
