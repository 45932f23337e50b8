; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem.cute:76:1
; property: equal(sm100.tcgen05.st.16x64b.x4, sm100.tcgen05.ld.16x64b.x4)
; query 2 of 2
; expected: unsat
; cute-prover obligation: equal(((2,2,8),4):((524288,1,65536),2),((2,2,8),4):((524288,1,65536),2)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((2,2,8),4):((524288,1,65536),2), L2 = ((2,2,8),4):((524288,1,65536),2)
; expected: unsat (no counterexample exists)
; equal(((2,2,8),4):((524288,1,65536),2),((2,2,8),4):((524288,1,65536),2)) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((2,2,8),4):((524288,1,65536),2), L2 = ((2,2,8),4):((524288,1,65536),2)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(declare-fun xp!2 () Int)
(declare-fun xp!3 () Int)
(assert
 (let (($t0 (and (>= xp!0 0) (< xp!0 2) (>= xp!1 0) (< xp!1 2) (>= xp!2 0) (< xp!2 8) (>= xp!3 0) (< xp!3 4))))
 (let ((?t1 (+ (* 524288 xp!0) xp!1 (* 65536 xp!2) (* 2 xp!3))))
 (and true (and $t0 $t0 (not (= ?t1 ?t1)))))))
(check-sat)
