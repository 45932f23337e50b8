; cute-prover 0.1.0 proof obligation
; source: specs/sm90_collective_builder.cute:19:1
; property: equal(get_layoutC_TV(TiledMma{}), get_layoutC_TV(make_tiled_mma(SM90_64x128x16_F32BF16BF16_SS<GMMA::Major::K,GMMA::Major::MN>, (2,1,1))))
; assume: M % 256 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && 0 <= bm && bm < M/256 && 0 <= bn && bn < N/128 && 0 <= cta && cta < 2
; query 2 of 2
; expected: unsat
; cute-prover obligation: equal(((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))),((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))), L2 = ((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))
; expected: unsat (no counterexample exists)
; equal(((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))),((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0))), L2 = ((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun cta () Int)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(declare-fun xp!2 () Int)
(declare-fun xp!3 () Int)
(declare-fun xp!4 () Int)
(declare-fun xp!5 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 256 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (let (($t4 (and (>= xp!0 0) (< xp!0 4) (>= xp!1 0) (< xp!1 8) (>= xp!2 0) (< xp!2 8) (>= xp!3 0) (< xp!3 2) (>= xp!4 0) (< xp!4 2) (>= xp!5 0) (< xp!5 16))))
 (let ((?t5 (* 0 0)))
 (let ((?t6 (+ (* 256 xp!0) xp!1 (* 16 xp!2) (* 128 xp!3) (* 8 xp!4) (* 1024 xp!5) ?t5 ?t5)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (<= 0 bm) (< bm |M#q|) (<= 0 bn) (< bn |N#q|) (<= 0 cta) (< cta 2)) (and $t4 $t4 (not (= ?t6 ?t6))) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1))))))))))
(check-sat)
