; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:49:1
; property: size(get(tAgA, 0)) == 128*64 && size(get(tAgA, 0, 0)) == 128*64
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 15 of 20
; expected: unsat
; cute-prover obligation: branch: K != 1
; expected: unsat (no counterexample exists)
; branch: K != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 64 |K#q|)))
 (and (and $t0 $t0 $t0 (not (= |M#q| 1)) (not (= |K#q| 1))) (= ?t1 1) (>= (* 128 |M#q|) 1) (>= (* 256 |N#q|) 1) (>= ?t1 1)))))
(check-sat)
