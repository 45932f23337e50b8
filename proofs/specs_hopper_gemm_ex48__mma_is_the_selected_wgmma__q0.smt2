; cute-prover 0.1.0 proof obligation
; source: specs/hopper_gemm_ex48.cute:22:1
; property: equal(get_layoutC_TV(mma), get_layoutC_TV(make_tiled_mma(SM90_64x128x8_F32TF32TF32_SS_TN, (2,1,1)))) && equal(get_layoutA_TV(mma), get_layoutA_TV(make_tiled_mma(SM90_64x128x8_F32TF32TF32_SS_TN, (2,1,1))))
; assume: 0 <= ca && ca < 2 && 0 <= cb && cb < 4 && M % 128 == 0 && N % 128 == 0 && K % 32 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 1 of 4
; expected: unsat
; cute-prover obligation: equal(((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))),((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 16384 true size(L1) = 16384
; expected: unsat (no counterexample exists)
; equal(((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))),((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 16384 true size(L1) = 16384
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun ca () Int)
(declare-fun cb () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 32 |K#q|)))
 (and (and (<= 0 ca) (< ca 2) (<= 0 cb) (< cb 4) $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (< 16384 16384) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1)))))))
(check-sat)
