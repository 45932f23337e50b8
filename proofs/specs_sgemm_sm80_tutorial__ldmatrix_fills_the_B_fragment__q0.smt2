; cute-prover 0.1.0 proof obligation
; source: specs/sgemm_sm80_tutorial.cute:43:1
; property: equal(get_layoutD_TV(s2r_B), get_layoutB_TV(mma))
; assume: M % 128 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 1 of 2
; expected: unsat
; cute-prover obligation: equal(((4,8,2,2),((2,2,2),1)):((64,1,0,8),((32,256,16),0)),((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 1024 true size(L1) = 1024
; expected: unsat (no counterexample exists)
; equal(((4,8,2,2),((2,2,2),1)):((64,1,0,8),((32,256,16),0)),((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 1024 true size(L1) = 1024
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
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (< 1024 1024) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1)))))))
(check-sat)
