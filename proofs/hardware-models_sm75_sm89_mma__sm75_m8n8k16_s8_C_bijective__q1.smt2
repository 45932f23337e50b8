; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm75_sm89_mma.cute:26:1
; property: bijective(sm75.mma.m8n8k16.s8.C) && size(sm75.mma.m8n8k16.s8.C) == 64
; query 2 of 3
; expected: unsat
; cute-prover obligation: bijective(((4,8),2):((16,1),8)) range: 0 <= L(x) < 64, L = ((4,8),2):((16,1),8)
; expected: unsat (no counterexample exists)
; bijective(((4,8),2):((16,1),8)) range: 0 <= L(x) < 64, L = ((4,8),2):((16,1),8)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x2!8 () Int)
(declare-fun x1!7 () Int)
(declare-fun x0!6 () Int)
(assert
 (let ((?t0 (* 8 x2!8)))
(let ((?t1 (* 16 x0!6)))
(let ((?t2 (+ ?t1 x1!7 ?t0)))
(let (($t3 (>= ?t2 64)))
(let (($t4 (< ?t2 0)))
(let (($t5 (or $t4 $t3)))
(let (($t6 (< x2!8 2)))
(let (($t7 (>= x2!8 0)))
(let (($t8 (< x1!7 8)))
(let (($t9 (>= x1!7 0)))
(let (($t10 (< x0!6 4)))
(let (($t11 (>= x0!6 0)))
(let (($t12 (and $t11 $t10 $t9 $t8 $t7 $t6)))
(let (($t13 (and $t12 $t5)))
(and true $t13))))))))))))))))
(check-sat)
