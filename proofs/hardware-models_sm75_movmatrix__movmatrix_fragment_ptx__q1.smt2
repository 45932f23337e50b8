; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm75_movmatrix.cute:7:1
; property: bijective(sm75.movmatrix.trans) && (forall t in [0,32), v in [0,2): sm75.movmatrix.trans(t,v) == 8*(t/4) + 2*(t%4) + v)
; query 2 of 3
; expected: unsat
; cute-prover obligation: bijective((32,2):(2,1)) range: 0 <= L(x) < 64, L = (32,2):(2,1)
; expected: unsat (no counterexample exists)
; bijective((32,2):(2,1)) range: 0 <= L(x) < 64, L = (32,2):(2,1)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x1!5 () Int)
(declare-fun x0!4 () Int)
(assert
 (let ((?t0 (* 2 x0!4)))
(let ((?t1 (+ ?t0 x1!5)))
(let (($t2 (>= ?t1 64)))
(let (($t3 (< ?t1 0)))
(let (($t4 (or $t3 $t2)))
(let (($t5 (< x1!5 2)))
(let (($t6 (>= x1!5 0)))
(let (($t7 (< x0!4 32)))
(let (($t8 (>= x0!4 0)))
(let (($t9 (and $t8 $t7 $t6 $t5)))
(let (($t10 (and $t9 $t4)))
(and true $t10)))))))))))))
(check-sat)
