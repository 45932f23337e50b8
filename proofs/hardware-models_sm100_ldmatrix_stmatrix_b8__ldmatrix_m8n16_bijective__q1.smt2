; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:58:1
; property: bijective(sm100.ldmatrix.m8n16.x1.b8x16) && bijective(sm100.ldmatrix.m8n16.x2.b8x16) && bijective(sm100.ldmatrix.m8n16.x4.b8x16) && size(sm100.ldmatrix.m8n16.x4.b8x16) == 512
; query 2 of 7
; expected: unsat
; cute-prover obligation: bijective((32,4):(4,1)) range: 0 <= L(x) < 128, L = (32,4):(4,1)
; expected: unsat (no counterexample exists)
; bijective((32,4):(4,1)) range: 0 <= L(x) < 128, L = (32,4):(4,1)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x1!5 () Int)
(declare-fun x0!4 () Int)
(assert
 (let ((?t0 (* 4 x0!4)))
(let ((?t1 (+ ?t0 x1!5)))
(let (($t2 (>= ?t1 128)))
(let (($t3 (< ?t1 0)))
(let (($t4 (or $t3 $t2)))
(let (($t5 (< x1!5 4)))
(let (($t6 (>= x1!5 0)))
(let (($t7 (< x0!4 32)))
(let (($t8 (>= x0!4 0)))
(let (($t9 (and $t8 $t7 $t6 $t5)))
(let (($t10 (and $t9 $t4)))
(and true $t10)))))))))))))
(check-sat)
