; cute-prover 0.1.0 proof obligation
; source: specs/hopper_gemm_ex48.cute:22:1
; property: equal(get_layoutC_TV(mma), get_layoutC_TV(make_tiled_mma(SM90_64x128x8_F32TF32TF32_SS_TN, (2,1,1)))) && equal(get_layoutA_TV(mma), get_layoutA_TV(make_tiled_mma(SM90_64x128x8_F32TF32TF32_SS_TN, (2,1,1))))
; assume: 0 <= ca && ca < 2 && 0 <= cb && cb < 4 && M % 128 == 0 && N % 128 == 0 && K % 32 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 2 of 4
; expected: unsat
; cute-prover obligation: equal(((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))),((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))), L2 = ((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))
; expected: unsat (no counterexample exists)
; equal(((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))),((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))), L2 = ((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun ca () Int)
(declare-fun cb () Int)
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
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 32 |K#q|)))
 (let (($t4 (and (>= xp!0 0) (< xp!0 4) (>= xp!1 0) (< xp!1 8) (>= xp!2 0) (< xp!2 8) (>= xp!3 0) (< xp!3 2) (>= xp!4 0) (< xp!4 2) (>= xp!5 0) (< xp!5 16))))
 (let ((?t5 (* 0 0)))
 (let ((?t6 (+ (* 256 xp!0) xp!1 (* 16 xp!2) (* 128 xp!3) (* 8 xp!4) (* 1024 xp!5) ?t5 ?t5)))
 (and (and (<= 0 ca) (< ca 2) (<= 0 cb) (< cb 4) $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and $t4 $t4 (not (= ?t6 ?t6))) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1))))))))))
(check-sat)
