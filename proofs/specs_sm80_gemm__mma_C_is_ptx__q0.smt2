; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:31:1
; property: forall t in [0,32), v in [0,4): mmaC(t,v) == (t/4 + 8*(v/2)) + 16*(2*(t%4) + v%2)
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: mmaC(t,v) == (((t / 4) + (8 * (v / 2))) + (16 * ((2 * (t % 4)) + (v % 2))))
; expected: unsat (no counterexample exists)
; forall forall: mmaC(t,v) == (((t / 4) + (8 * (v / 2))) + (16 * ((2 * (t % 4)) + (v % 2))))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(declare-fun div!3 () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 4 div!0)))
 (let ((?t2 (- v ?t1)))
 (let ((?t3 (* 2 div!1)))
 (let ((?t4 (* 4 div!2)))
 (let ((?t5 (* 32 (- t ?t4))))
 (let ((?t6 (* 2 div!3)))
 (and (and $t0 $t0 $t0) (and (and (<= 0 t) (< t 32) (<= 0 v) (< v 4)) (not (= (+ (* 16 (- ?t2 ?t3)) (* 8 div!1) ?t5 div!2) (+ ?t5 div!2 (* 16 (- v ?t6)) (* 8 div!3))))) (<= ?t1 v) (< v (+ ?t1 4)) (<= ?t3 ?t2) (< ?t2 (+ ?t3 2)) (<= ?t4 t) (< t (+ ?t4 4)) (<= ?t6 v) (< v (+ ?t6 2)) (>= (* 128 |M#q|) 1) (>= (* 128 |N#q|) 1) (>= (* 32 |K#q|) 1))))))))))
(check-sat)
