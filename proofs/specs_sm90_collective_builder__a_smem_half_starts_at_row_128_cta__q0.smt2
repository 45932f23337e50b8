; cute-prover 0.1.0 proof obligation
; source: specs/sm90_collective_builder.cute:43:1
; property: forall p in [0, 4): tAsA(0, 0, 0, p) == 16384*p + 8192*cta
; assume: M % 256 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && 0 <= bm && bm < M/256 && 0 <= bn && bn < N/128 && 0 <= cta && cta < 2
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: partition_D(get_slice(make_tma_copy_A_sm90(GmemTiledCopyA,(M,K):(K,1),SmemLayoutA(_,_,0),TileShape_MNK,ClusterShape),cta),SmemLayoutA)(0,0,0,p) == ((16384 * p) + (8192 * cta))
; expected: unsat (no counterexample exists)
; forall forall: partition_D(get_slice(make_tma_copy_A_sm90(GmemTiledCopyA,(M,K):(K,1),SmemLayoutA(_,_,0),TileShape_MNK,ClusterShape),cta),SmemLayoutA)(0,0,0,p) == ((16384 * p) + (8192 * cta))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun cta () Int)
(declare-fun p () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 256 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (let ((?t4 (+ (* 8192 cta) (* 16384 p))))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (<= 0 bm) (< bm |M#q|) (<= 0 bn) (< bn |N#q|) (<= 0 cta) (< cta 2)) (and (and (<= 0 p) (< p 4)) (not (= ?t4 ?t4))) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1))))))))
(check-sat)
