; cute-prover 0.1.0 proof obligation
; source: specs/sm90_collective_builder.cute:19:1
; property: equal(get_layoutC_TV(TiledMma{}), get_layoutC_TV(make_tiled_mma(SM90_64x128x16_F32BF16BF16_SS<GMMA::Major::K,GMMA::Major::MN>, (2,1,1))))
; assume: M % 256 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && 0 <= bm && bm < M/256 && 0 <= bn && bn < N/128 && 0 <= cta && cta < 2
; query 1 of 2
; expected: unsat
; cute-prover obligation: equal(((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))),((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 16384 true size(L1) = 16384
; expected: unsat (no counterexample exists)
; equal(((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))),((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 16384 true size(L1) = 16384
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun cta () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 256 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (<= 0 bm) (< bm |M#q|) (<= 0 bn) (< bn |N#q|) (<= 0 cta) (< cta 2)) (< 16384 16384) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1)))))))
(check-sat)
