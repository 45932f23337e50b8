; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm90_wgmma.cute:72:1
; property: bijective(sm90.wgmma.m64n192k16.f16.C) && size(sm90.wgmma.m64n192k16.f16.C) == 12288 && (forall t in [0,128), v in [0,96): sm90.wgmma.m64n192k16.f16.C(t,v) == (16*(t/32) + (t%32)/4 + 8*((v/2)%2)) + 64*(8*(v/4) + 2*(t%4) + v%2))
; query 1 of 4
; expected: unsat
; cute-prover obligation: bijective(((4,8,4),(2,2,24)):((128,1,16),(64,8,512))) injective: L(x) != L(y) for x != y, L = ((4,8,4),(2,2,24)):((128,1,16),(64,8,512))
; expected: unsat (no counterexample exists)
; bijective(((4,8,4),(2,2,24)):((128,1,16),(64,8,512))) injective: L(x) != L(y) for x != y, L = ((4,8,4),(2,2,24)):((128,1,16),(64,8,512))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun x2!2 () Int)
(declare-fun x3!3 () Int)
(declare-fun x4!4 () Int)
(declare-fun x5!5 () Int)
(declare-fun y0!6 () Int)
(declare-fun y1!7 () Int)
(declare-fun y2!8 () Int)
(declare-fun y3!9 () Int)
(declare-fun y4!10 () Int)
(declare-fun y5!11 () Int)
(assert
 (and true (and (and (>= x0!0 0) (< x0!0 4) (>= x1!1 0) (< x1!1 8) (>= x2!2 0) (< x2!2 4) (>= x3!3 0) (< x3!3 2) (>= x4!4 0) (< x4!4 2) (>= x5!5 0) (< x5!5 24)) (and (>= y0!6 0) (< y0!6 4) (>= y1!7 0) (< y1!7 8) (>= y2!8 0) (< y2!8 4) (>= y3!9 0) (< y3!9 2) (>= y4!10 0) (< y4!10 2) (>= y5!11 0) (< y5!11 24)) (or (not (= x0!0 y0!6)) (not (= x1!1 y1!7)) (not (= x2!2 y2!8)) (not (= x3!3 y3!9)) (not (= x4!4 y4!10)) (not (= x5!5 y5!11))) (= (+ (* 128 x0!0) x1!1 (* 16 x2!2) (* 64 x3!3) (* 8 x4!4) (* 512 x5!5)) (+ (* 128 y0!6) y1!7 (* 16 y2!8) (* 64 y3!9) (* 8 y4!10) (* 512 y5!11))))))
(check-sat)
