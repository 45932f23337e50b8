; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_wgmma.cute:190:1
; property: equal(sm90.wgmma.m64n144k8.tf32.C, sm90.wgmma.m64n144k16.f16.C)
; query 2 of 2
; expected: unsat
; cute-prover obligation: equal(((4,8,4),(2,2,18)):((128,1,16),(64,8,512)),((4,8,4),(2,2,18)):((128,1,16),(64,8,512))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8,4),(2,2,18)):((128,1,16),(64,8,512)), L2 = ((4,8,4),(2,2,18)):((128,1,16),(64,8,512))
; expected: unsat (no counterexample exists)
; equal(((4,8,4),(2,2,18)):((128,1,16),(64,8,512)),((4,8,4),(2,2,18)):((128,1,16),(64,8,512))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8,4),(2,2,18)):((128,1,16),(64,8,512)), L2 = ((4,8,4),(2,2,18)):((128,1,16),(64,8,512))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(declare-fun xp!2 () Int)
(declare-fun xp!3 () Int)
(declare-fun xp!4 () Int)
(declare-fun xp!5 () Int)
(assert
 (let (($t0 (and (>= xp!0 0) (< xp!0 4) (>= xp!1 0) (< xp!1 8) (>= xp!2 0) (< xp!2 4) (>= xp!3 0) (< xp!3 2) (>= xp!4 0) (< xp!4 2) (>= xp!5 0) (< xp!5 18))))
 (let ((?t1 (+ (* 128 xp!0) xp!1 (* 16 xp!2) (* 64 xp!3) (* 8 xp!4) (* 512 xp!5))))
 (and true (and $t0 $t0 (not (= ?t1 ?t1)))))))
(check-sat)
