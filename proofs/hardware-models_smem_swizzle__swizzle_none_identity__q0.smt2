; cute-prover 0.1.0 proof obligation
; source: hardware-models/smem_swizzle.cute:26:1
; property: forall x in [0,128): sm90.tma.swizzle.none(x) == x
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: sm90.tma.swizzle.none(x) == x
; expected: unsat (no counterexample exists)
; forall forall: sm90.tma.swizzle.none(x) == x
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x () Int)
(assert
 (let (($t0 (= x x)))
(let (($t1 (not $t0)))
(let (($t2 (< x 128)))
(let (($t3 (<= 0 x)))
(let (($t4 (and $t3 $t2)))
(let (($t5 (and $t4 $t1)))
(and true $t5))))))))
(check-sat)
