; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:179:1
; property: equal(sm100.tcgen05.st.16x32bx2.x2, sm100.tcgen05.ld.16x32bx2.x2)
; query 2 of 2
; expected: unsat
; cute-prover obligation: equal(((16,2),2):((65536,2),1),((16,2),2):((65536,2),1)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((16,2),2):((65536,2),1), L2 = ((16,2),2):((65536,2),1)
; expected: unsat (no counterexample exists)
; equal(((16,2),2):((65536,2),1),((16,2),2):((65536,2),1)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((16,2),2):((65536,2),1), L2 = ((16,2),2):((65536,2),1)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!2 () Int)
(declare-fun xp!1 () Int)
(declare-fun xp!0 () Int)
(assert
 (let ((?t0 (* 2 xp!1)))
(let ((?t1 (* 65536 xp!0)))
(let ((?t2 (+ ?t1 ?t0 xp!2)))
(let (($t3 (= ?t2 ?t2)))
(let (($t4 (not $t3)))
(let (($t5 (< xp!2 2)))
(let (($t6 (>= xp!2 0)))
(let (($t7 (< xp!1 2)))
(let (($t8 (>= xp!1 0)))
(let (($t9 (< xp!0 16)))
(let (($t10 (>= xp!0 0)))
(let (($t11 (and $t10 $t9 $t8 $t7 $t6 $t5)))
(let (($t12 (and $t11 $t11 $t4)))
(and true $t12)))))))))))))))
(check-sat)
