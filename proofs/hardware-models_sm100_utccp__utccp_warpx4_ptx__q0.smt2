; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_utccp.cute:27:1
; property: forall r in [0,32), c in [0,128), k in [0,4): sm100.utccp.4x32dp128bit.val_id(r,c,k) == (r + 32*k)*2097152 + c && (sm100.utccp.4x32dp128bit.val_id(r,c,k) / 2097152) / 32 == k
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: (sm100.utccp.4x32dp128bit.val_id(r,c,k) == (((r + (32 * k)) * 2097152) + c)) && (((sm100.utccp.4x32dp128bit.val_id(r,c,k) / 2097152) / 32) == k)
; expected: unsat (no counterexample exists)
; forall forall: (sm100.utccp.4x32dp128bit.val_id(r,c,k) == (((r + (32 * k)) * 2097152) + c)) && (((sm100.utccp.4x32dp128bit.val_id(r,c,k) / 2097152) / 32) == k)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun r () Int)
(declare-fun c () Int)
(declare-fun k () Int)
(declare-fun div!1 () Int)
(declare-fun div!0 () Int)
(assert
 (let ((?t0 (+ c (* 67108864 k) (* 2097152 r))))
 (let ((?t1 (* 2097152 div!0)))
 (let ((?t2 (* 32 div!1)))
 (and true (and (and (<= 0 r) (< r 32) (<= 0 c) (< c 128) (<= 0 k) (< k 4)) (not (and (= ?t0 ?t0) (= div!1 k)))) (<= ?t1 ?t0) (< ?t0 (+ ?t1 2097152)) (<= ?t2 div!0) (< div!0 (+ ?t2 32)))))))
(check-sat)
