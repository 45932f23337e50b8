; cute-prover 0.1.0 proof obligation
; source: specs/hopper_gemm_ex48.cute:40:1
; property: bijective(sB)
; assume: 0 <= ca && ca < 2 && 0 <= cb && cb < 4 && M % 128 == 0 && N % 128 == 0 && K % 32 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 1 of 2
; expected: unsat
; cute-prover obligation: bijective(Sw<3,2,3> o 0 o ((8,16),(32,1)):((32,256),(1,0))) injective: L(x) != L(y) for x != y, L = Sw<3,2,3> o 0 o ((8,16),(32,1)):((32,256),(1,0))
; expected: unsat (no counterexample exists)
; bijective(Sw<3,2,3> o 0 o ((8,16),(32,1)):((32,256),(1,0))) injective: L(x) != L(y) for x != y, L = Sw<3,2,3> o 0 o ((8,16),(32,1)):((32,256),(1,0))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun ca () Int)
(declare-fun cb () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun x2!2 () Int)
(declare-fun x3!3 () Int)
(declare-fun y0!4 () Int)
(declare-fun y1!5 () Int)
(declare-fun y2!6 () Int)
(declare-fun y3!7 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 32 |K#q|)))
 (and (and (<= 0 ca) (< ca 2) (<= 0 cb) (< cb 4) $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and (and (>= x0!0 0) (< x0!0 8) (>= x1!1 0) (< x1!1 16) (>= x2!2 0) (< x2!2 32) (>= x3!3 0) (< x3!3 1)) (and (>= y0!4 0) (< y0!4 8) (>= y1!5 0) (< y1!5 16) (>= y2!6 0) (< y2!6 32) (>= y3!7 0) (< y3!7 1)) (or (not (= x0!0 y0!4)) (not (= x1!1 y1!5)) (not (= x2!2 y2!6)) (not (= x3!3 y3!7))) (= (+ (* 32 x0!0) (* 256 x1!1) x2!2 (* 0 x3!3)) (+ (* 32 y0!4) (* 256 y1!5) y2!6 (* 0 y3!7)))) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1)))))))
(check-sat)
