; cute-prover 0.1.0 proof obligation
; source: specs/sgemm_sm80_tutorial.cute:17:1
; property: injective(layout_of(gC))
; assume: M % 128 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 7 of 7
; expected: unsat
; cute-prover obligation: injective((128,128):(1,M)) injective: L(x) != L(y) for x != y, L = (128,128):(1,M)
; expected: unsat (no counterexample exists)
; injective((128,128):(1,M)) injective: L(x) != L(y) for x != y, L = (128,128):(1,M)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun y0!2 () Int)
(declare-fun y1!3 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and (and (>= x0!0 0) (< x0!0 128) (>= x1!1 0) (< x1!1 128)) (and (>= y0!2 0) (< y0!2 128) (>= y1!3 0) (< y1!3 128)) (or (not (= x0!0 y0!2)) (not (= x1!1 y1!3))) (= (+ x0!0 (* ?t1 x1!1)) (+ y0!2 (* ?t1 y1!3)))) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1)))))))
(check-sat)
