; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:58:1
; property: bijective(sm100.ldmatrix.m8n16.x1.b8x16) && bijective(sm100.ldmatrix.m8n16.x2.b8x16) && bijective(sm100.ldmatrix.m8n16.x4.b8x16) && size(sm100.ldmatrix.m8n16.x4.b8x16) == 512
; query 4 of 7
; expected: unsat
; cute-prover obligation: bijective((32,(4,2)):(4,(1,128))) range: 0 <= L(x) < 256, L = (32,(4,2)):(4,(1,128))
; expected: unsat (no counterexample exists)
; bijective((32,(4,2)):(4,(1,128))) range: 0 <= L(x) < 256, L = (32,(4,2)):(4,(1,128))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x2!14 () Int)
(declare-fun x1!13 () Int)
(declare-fun x0!12 () Int)
(assert
 (let ((?t0 (* 128 x2!14)))
(let ((?t1 (* 4 x0!12)))
(let ((?t2 (+ ?t1 x1!13 ?t0)))
(let (($t3 (>= ?t2 256)))
(let (($t4 (< ?t2 0)))
(let (($t5 (or $t4 $t3)))
(let (($t6 (< x2!14 2)))
(let (($t7 (>= x2!14 0)))
(let (($t8 (< x1!13 4)))
(let (($t9 (>= x1!13 0)))
(let (($t10 (< x0!12 32)))
(let (($t11 (>= x0!12 0)))
(let (($t12 (and $t11 $t10 $t9 $t8 $t7 $t6)))
(let (($t13 (and $t12 $t5)))
(and true $t13))))))))))))))))
(check-sat)
