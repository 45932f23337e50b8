; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_wgmma.cute:42:1
; property: bijective(sm90.wgmma.m64n72k16.f16.C) && size(sm90.wgmma.m64n72k16.f16.C) == 4608 && (forall t in [0,128), v in [0,36): sm90.wgmma.m64n72k16.f16.C(t,v) == (16*(t/32) + (t%32)/4 + 8*((v/2)%2)) + 64*(8*(v/4) + 2*(t%4) + v%2))
; query 2 of 4
; expected: unsat
; cute-prover obligation: bijective(((4,8,4),(2,2,9)):((128,1,16),(64,8,512))) range: 0 <= L(x) < 4608, L = ((4,8,4),(2,2,9)):((128,1,16),(64,8,512))
; expected: unsat (no counterexample exists)
; bijective(((4,8,4),(2,2,9)):((128,1,16),(64,8,512))) range: 0 <= L(x) < 4608, L = ((4,8,4),(2,2,9)):((128,1,16),(64,8,512))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!12 () Int)
(declare-fun x1!13 () Int)
(declare-fun x2!14 () Int)
(declare-fun x3!15 () Int)
(declare-fun x4!16 () Int)
(declare-fun x5!17 () Int)
(assert
 (let ((?t0 (+ (* 128 x0!12) x1!13 (* 16 x2!14) (* 64 x3!15) (* 8 x4!16) (* 512 x5!17))))
 (and true (and (and (>= x0!12 0) (< x0!12 4) (>= x1!13 0) (< x1!13 8) (>= x2!14 0) (< x2!14 4) (>= x3!15 0) (< x3!15 2) (>= x4!16 0) (< x4!16 2) (>= x5!17 0) (< x5!17 9)) (or (< ?t0 0) (>= ?t0 4608))))))
(check-sat)
