; cute-prover 0.1.0 proof obligation
; source: specs/sgemm_sm80_tutorial.cute:43:1
; property: equal(get_layoutD_TV(s2r_B), get_layoutB_TV(mma))
; assume: M % 128 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 2 of 2
; expected: unsat
; cute-prover obligation: equal(((4,8,2,2),((2,2,2),1)):((64,1,0,8),((32,256,16),0)),((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8,2,2),((2,2,2),1)):((64,1,0,8),((32,256,16),0)), L2 = ((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))
; expected: unsat (no counterexample exists)
; equal(((4,8,2,2),((2,2,2),1)):((64,1,0,8),((32,256,16),0)),((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8,2,2),((2,2,2),1)):((64,1,0,8),((32,256,16),0)), L2 = ((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(declare-fun xp!2 () Int)
(declare-fun xp!3 () Int)
(declare-fun xp!4 () Int)
(declare-fun xp!5 () Int)
(declare-fun xp!6 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (let (($t4 (and (>= xp!0 0) (< xp!0 4) (>= xp!1 0) (< xp!1 8) (>= xp!2 0) (< xp!2 2) (>= xp!3 0) (< xp!3 2) (>= xp!4 0) (< xp!4 2) (>= xp!5 0) (< xp!5 2) (>= xp!6 0) (< xp!6 2))))
 (let ((?t5 (+ (* 64 xp!0) xp!1 (* 0 xp!2) (* 8 xp!3) (* 32 xp!4) (* 256 xp!5) (* 16 xp!6) (* 0 0))))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and $t4 $t4 (not (= ?t5 ?t5))) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1)))))))))
(check-sat)
