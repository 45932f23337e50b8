; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:20:1
; property: forall m in [0,128), k in [0,64): sA_swizzled(m,k) % 8 == k % 8
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: (sA_swizzled(m,k) % 8) == (k % 8)
; expected: unsat (no counterexample exists)
; forall forall: (sA_swizzled(m,k) % 8) == (k % 8)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun m () Int)
(declare-fun k () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 64 div!0)))
 (let ((?t2 (- k ?t1)))
 (let ((?t3 (* 8 div!1)))
 (let ((?t4 (* 8 div!2)))
 (and (and $t0 $t0 $t0) (and (and (<= 0 m) (< m 128) (<= 0 k) (< k 64)) (not (= (- ?t2 ?t3) (- k ?t4)))) (<= ?t1 k) (< k (+ ?t1 64)) (<= ?t3 ?t2) (< ?t2 (+ ?t3 8)) (<= ?t4 k) (< k (+ ?t4 8)) (>= (* 128 |M#q|) 1) (>= (* 256 |N#q|) 1) (>= (* 64 |K#q|) 1))))))))
(check-sat)
