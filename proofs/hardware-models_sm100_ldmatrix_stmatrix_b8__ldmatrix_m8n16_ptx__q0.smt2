; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_ldmatrix_stmatrix_b8.cute:56:1
; property: (forall t in [0,32), b in [0,4): sm100.ldmatrix.m8n16.x1.b8x16(t,b) == 16*(t/4) + 4*(t%4) + b) && (forall t in [0,32), m in [0,2), b in [0,4): sm100.ldmatrix.m8n16.x2.b8x16(t, b + 4*m) == 128*m + 16*(t/4) + 4*(t%4) + b) && (forall t in [0,32), m in [0,4), b in [0,4): sm100.ldmatrix.m8n16.x4.b8x16(t, b + 4*m) == 128*m + 16*(t/4) + 4*(t%4) + b)
; query 1 of 3
; expected: unsat
; cute-prover obligation: forall forall: sm100.ldmatrix.m8n16.x1.b8x16(t,b) == (((16 * (t / 4)) + (4 * (t % 4))) + b)
; expected: unsat (no counterexample exists)
; forall forall: sm100.ldmatrix.m8n16.x1.b8x16(t,b) == (((16 * (t / 4)) + (4 * (t % 4))) + b)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun t () Int)
(declare-fun b () Int)
(declare-fun div!0 () Int)
(assert
 (let ((?t0 (* 4 div!0)))
 (and true (and (and (<= 0 t) (< t 32) (<= 0 b) (< b 4)) (not (= (+ b (* 4 t)) (+ b (* 4 (- t ?t0)) (* 16 div!0))))) (<= ?t0 t) (< t (+ ?t0 4)))))
(check-sat)
