; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:25:1
; property: forall m in [0,128), k in [0,32): sA(m,k) < 4096
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: sA(m,k) < 4096
; expected: unsat (no counterexample exists)
; forall forall: sA(m,k) < 4096
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun m () Int)
(declare-fun k () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(declare-fun div!4 () Int)
(declare-fun div!5 () Int)
(declare-fun div!6 () Int)
(declare-fun div!7 () Int)
(declare-fun div!8 () Int)
(declare-fun div!9 () Int)
(declare-fun div!0 () Int)
(declare-fun div!3 () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 2 div!2)))
 (let ((?t2 (+ div!1 div!4)))
 (let ((?t3 (* 2 div!5)))
 (let ((?t4 (* 2 div!7)))
 (let ((?t5 (+ div!6 div!8)))
 (let ((?t6 (* 2 div!9)))
 (let ((?t7 (* 32 div!0)))
 (let ((?t8 (- k ?t7)))
 (let ((?t9 (* 8 div!3)))
 (let ((?t10 (* 32 (- m ?t9))))
 (let ((?t11 (* 16 div!1)))
 (let ((?t12 (* 128 div!4)))
 (let ((?t13 (+ ?t8 ?t10)))
 (let ((?t14 (* 8 div!6)))
 (let ((?t15 (* 64 div!8)))
 (and (and $t0 $t0 $t0) (and (and (<= 0 m) (< m 128) (<= 0 k) (< k 32)) (not (< (+ (* (- 16) (- div!1 ?t1)) (* 16 (- ?t2 ?t3)) (* (- 8) (- div!6 ?t4)) (* 8 (- ?t5 ?t6)) ?t8 ?t10 (* 256 div!3)) 4096))) (<= ?t7 k) (< k (+ ?t7 32)) (<= ?t11 ?t8) (< ?t8 (+ ?t11 16)) (<= ?t1 div!1) (< div!1 (+ ?t1 2)) (<= ?t9 m) (< m (+ ?t9 8)) (<= ?t12 ?t13) (< ?t13 (+ ?t12 128)) (<= ?t3 ?t2) (< ?t2 (+ ?t3 2)) (<= ?t14 ?t8) (< ?t8 (+ ?t14 8)) (<= ?t4 div!6) (< div!6 (+ ?t4 2)) (<= ?t15 ?t13) (< ?t13 (+ ?t15 64)) (<= ?t6 ?t5) (< ?t5 (+ ?t6 2)) (>= (* 128 |M#q|) 1) (>= (* 128 |N#q|) 1) (>= (* 32 |K#q|) 1)))))))))))))))))))
(check-sat)
