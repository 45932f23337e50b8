; cute-prover 0.1.0 proof obligation
; source: specs/sgemm_sm80_tutorial.cute:33:1
; property: forall t in [0,128), v in [0,8): layout_of(gA)(copyA_TV(t,v) % 16, copyA_TV(t,v) / 16, 0) == layout_of(gA)(copyA_TV(t,0) % 16, copyA_TV(t,0) / 16, 0) + v
; assume: M % 128 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 5 of 11
; expected: unsat
; cute-prover obligation: branch: M != 1
; expected: unsat (no counterexample exists)
; branch: M != 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|) (not (= |K#q| 1))) (= ?t1 1) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1)))))))
(check-sat)
