; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:39:1
; property: forall t in [0,32), m in [0,2), b in [0,4): sm100.stmatrix.m16n8.x2.trans.b8(t, b + 4*m) == 16*(8*m + 2*(t%4) + b%2) + t/4 + 8*(b/2)
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: sm100.stmatrix.m16n8.x2.trans.b8(t,b + (4 * m)) == (((16 * (((8 * m) + (2 * (t % 4))) + (b % 2))) + (t / 4)) + (8 * (b / 2)))
; expected: unsat (no counterexample exists)
; forall forall: sm100.stmatrix.m16n8.x2.trans.b8(t,b + (4 * m)) == (((16 * (((8 * m) + (2 * (t % 4))) + (b % 2))) + (t / 4)) + (8 * (b / 2)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun m () Int)
(declare-fun b () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(declare-fun div!3 () Int)
(assert
 (let ((?t0 (* 2 div!1)))
 (let ((?t1 (* 2 div!2)))
 (let ((?t2 (* 16 (- b ?t1))))
 (let ((?t3 (* 4 div!3)))
 (let ((?t4 (* 32 (- t ?t3))))
 (let ((?t5 (* 2 div!0)))
 (let ((?t6 (+ b (* 4 m))))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 m) (< m 2) (<= 0 b) (< b 4)) (not (= (+ (* 8 (- div!0 ?t0)) (* 128 div!1) ?t2 ?t4 div!3) (+ (* 128 m) ?t2 (* 8 div!2) ?t4 div!3)))) (<= ?t5 ?t6) (< ?t6 (+ ?t5 2)) (<= ?t0 div!0) (< div!0 (+ ?t0 2)) (<= ?t1 b) (< b (+ ?t1 2)) (<= ?t3 t) (< t (+ ?t3 4)))))))))))
(check-sat)
