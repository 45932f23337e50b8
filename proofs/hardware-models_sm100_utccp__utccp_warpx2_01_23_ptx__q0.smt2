; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_utccp.cute:42:1
; property: forall r in [0,32), c in [0,128), h in [0,2), b in [0,2): sm100.utccp.2x64dp128bitlw0123.val_id(r,c,h,b) == (r + 64*h + 32*b)*2097152 + c && (sm100.utccp.2x64dp128bitlw0123.val_id(r,c,h,b) / 2097152) / 32 == 2*h + b
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: (sm100.utccp.2x64dp128bitlw0123.val_id(r,c,h,b) == ((((r + (64 * h)) + (32 * b)) * 2097152) + c)) && (((sm100.utccp.2x64dp128bitlw0123.val_id(r,c,h,b) / 2097152) / 32) == ((2 * h) + b))
; expected: unsat (no counterexample exists)
; forall forall: (sm100.utccp.2x64dp128bitlw0123.val_id(r,c,h,b) == ((((r + (64 * h)) + (32 * b)) * 2097152) + c)) && (((sm100.utccp.2x64dp128bitlw0123.val_id(r,c,h,b) / 2097152) / 32) == ((2 * h) + b))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun r () Int)
(declare-fun c () Int)
(declare-fun h () Int)
(declare-fun b () Int)
(declare-fun div!1 () Int)
(declare-fun div!0 () Int)
(assert
 (let ((?t0 (+ (* 67108864 b) c (* 134217728 h) (* 2097152 r))))
 (let ((?t1 (* 2097152 div!0)))
 (let ((?t2 (* 32 div!1)))
 (and true (and (and (<= 0 r) (< r 32) (<= 0 c) (< c 128) (<= 0 h) (< h 2) (<= 0 b) (< b 2)) (not (and (= ?t0 ?t0) (= div!1 (+ b (* 2 h)))))) (<= ?t1 ?t0) (< ?t0 (+ ?t1 2097152)) (<= ?t2 div!0) (< div!0 (+ ?t2 32)))))))
(check-sat)
