; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_utccp.cute:35:1
; property: forall r in [0,64), c in [0,128), b in [0,2): sm100.utccp.2x64dp128bitlw0213.val_id(r,c,b) == (r + 64*b)*2097152 + c && (sm100.utccp.2x64dp128bitlw0213.val_id(r,c,b) / 2097152) / 32 == r/32 + 2*b
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: (sm100.utccp.2x64dp128bitlw0213.val_id(r,c,b) == (((r + (64 * b)) * 2097152) + c)) && (((sm100.utccp.2x64dp128bitlw0213.val_id(r,c,b) / 2097152) / 32) == ((r / 32) + (2 * b)))
; expected: unsat (no counterexample exists)
; forall forall: (sm100.utccp.2x64dp128bitlw0213.val_id(r,c,b) == (((r + (64 * b)) * 2097152) + c)) && (((sm100.utccp.2x64dp128bitlw0213.val_id(r,c,b) / 2097152) / 32) == ((r / 32) + (2 * b)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun r () Int)
(declare-fun c () Int)
(declare-fun b () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(declare-fun div!0 () Int)
(assert
 (let ((?t0 (+ (* 134217728 b) c (* 2097152 r))))
 (let ((?t1 (* 2097152 div!0)))
 (let ((?t2 (* 32 div!1)))
 (let ((?t3 (* 32 div!2)))
 (and true (and (and (<= 0 r) (< r 64) (<= 0 c) (< c 128) (<= 0 b) (< b 2)) (not (and (= ?t0 ?t0) (= div!1 (+ (* 2 b) div!2))))) (<= ?t1 ?t0) (< ?t0 (+ ?t1 2097152)) (<= ?t2 div!0) (< div!0 (+ ?t2 32)) (<= ?t3 r) (< r (+ ?t3 32))))))))
(check-sat)
