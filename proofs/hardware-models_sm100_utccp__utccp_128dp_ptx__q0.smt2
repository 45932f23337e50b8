; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_utccp.cute:19:1
; property: (forall r in [0,128), c in [0,256): sm100.utccp.128dp256bit.val_id(r,c) == r*2097152 + c) && (forall r in [0,128), c in [0,128): sm100.utccp.128dp128bit.val_id(r,c) == r*2097152 + c)
; query 1 of 2
; expected: unsat
; cute-prover obligation: forall forall: sm100.utccp.128dp256bit.val_id(r,c) == ((r * 2097152) + c)
; expected: unsat (no counterexample exists)
; forall forall: sm100.utccp.128dp256bit.val_id(r,c) == ((r * 2097152) + c)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun r () Int)
(declare-fun c () Int)
(assert
 (let ((?t0 (* 2097152 r)))
(let ((?t1 (+ c ?t0)))
(let (($t2 (= ?t1 ?t1)))
(let (($t3 (not $t2)))
(let (($t4 (< c 256)))
(let (($t5 (<= 0 c)))
(let (($t6 (< r 128)))
(let (($t7 (<= 0 r)))
(let (($t8 (and $t7 $t6 $t5 $t4)))
(let (($t9 (and $t8 $t3)))
(and true $t9))))))))))))
(check-sat)
