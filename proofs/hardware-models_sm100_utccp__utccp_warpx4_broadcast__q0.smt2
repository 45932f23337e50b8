; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_utccp.cute:28:1
; property: forall r in [0,32), c in [0,128), k in [0,4): sm100.utccp.4x32dp128bit.src(0, r + 32*c + 4096*k) == r + 32*c
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: sm100.utccp.4x32dp128bit.src(0,(r + (32 * c)) + (4096 * k)) == (r + (32 * c))
; expected: unsat (no counterexample exists)
; forall forall: sm100.utccp.4x32dp128bit.src(0,(r + (32 * c)) + (4096 * k)) == (r + (32 * c))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun r () Int)
(declare-fun c () Int)
(declare-fun k () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(assert
 (let ((?t0 (* 128 div!1)))
 (let ((?t1 (* 32 div!2)))
 (let ((?t2 (* 32 c)))
 (let ((?t3 (* 32 div!0)))
 (let ((?t4 (+ ?t2 (* 4096 k) r)))
 (and true (and (and (<= 0 r) (< r 32) (<= 0 c) (< c 128) (<= 0 k) (< k 4)) (not (= (+ (* 32 (- div!0 ?t0)) (- r ?t1)) (+ ?t2 r)))) (<= ?t3 ?t4) (< ?t4 (+ ?t3 32)) (<= ?t0 div!0) (< div!0 (+ ?t0 128)) (<= ?t1 r) (< r (+ ?t1 32)))))))))
(check-sat)
