; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_utccp.cute:19:1
; property: (forall r in [0,128), c in [0,256): sm100.utccp.128dp256bit.val_id(r,c) == r*2097152 + c) && (forall r in [0,128), c in [0,128): sm100.utccp.128dp128bit.val_id(r,c) == r*2097152 + c)
; query 2 of 2
; expected: unsat
; cute-prover obligation: forall forall: sm100.utccp.128dp128bit.val_id(r,c) == ((r * 2097152) + c)
; expected: unsat (no counterexample exists)
; forall forall: sm100.utccp.128dp128bit.val_id(r,c) == ((r * 2097152) + c)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun r () Int)
(declare-fun c () Int)
(assert
 (let ((?t0 (+ c (* 2097152 r))))
 (and true (and (and (<= 0 r) (< r 128) (<= 0 c) (< c 128)) (not (= ?t0 ?t0))))))
(check-sat)
