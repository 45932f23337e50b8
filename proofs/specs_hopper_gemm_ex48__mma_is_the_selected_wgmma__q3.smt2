; cute-prover 0.1.0 proof obligation
; source: specs/hopper_gemm_ex48.cute:22:1
; property: equal(get_layoutC_TV(mma), get_layoutC_TV(make_tiled_mma(SM90_64x128x8_F32TF32TF32_SS_TN, (2,1,1)))) && equal(get_layoutA_TV(mma), get_layoutA_TV(make_tiled_mma(SM90_64x128x8_F32TF32TF32_SS_TN, (2,1,1))))
; assume: 0 <= ca && ca < 2 && 0 <= cb && cb < 4 && M % 128 == 0 && N % 128 == 0 && K % 32 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 4 of 4
; expected: unsat
; cute-prover obligation: equal(((128,2),((64,8),(1,1))):((0,64),((1,128),(0,0))),((128,2),((64,8),(1,1))):((0,64),((1,128),(0,0)))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((128,2),((64,8),(1,1))):((0,64),((1,128),(0,0))), L2 = ((128,2),((64,8),(1,1))):((0,64),((1,128),(0,0)))
; expected: unsat (no counterexample exists)
; equal(((128,2),((64,8),(1,1))):((0,64),((1,128),(0,0))),((128,2),((64,8),(1,1))):((0,64),((1,128),(0,0)))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((128,2),((64,8),(1,1))):((0,64),((1,128),(0,0))), L2 = ((128,2),((64,8),(1,1))):((0,64),((1,128),(0,0)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun ca () Int)
(declare-fun cb () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun xp!6 () Int)
(declare-fun xp!7 () Int)
(declare-fun xp!8 () Int)
(declare-fun xp!9 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 32 |K#q|)))
 (let (($t4 (and (>= xp!6 0) (< xp!6 128) (>= xp!7 0) (< xp!7 2) (>= xp!8 0) (< xp!8 64) (>= xp!9 0) (< xp!9 8))))
 (let ((?t5 (* 0 0)))
 (let ((?t6 (+ (* 0 xp!6) (* 64 xp!7) xp!8 (* 128 xp!9) ?t5 ?t5)))
 (and (and (<= 0 ca) (< ca 2) (<= 0 cb) (< cb 4) $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and $t4 $t4 (not (= ?t6 ?t6))) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1))))))))))
(check-sat)
