; cute-prover 0.1.0 proof obligation
; source: specs/sm90_collective_builder.cute:41:1
; property: forall j in [0, K/64): layout_of(tAgA)(0, 0, 0, j) == (64*j, 0) && layout_of(tBgB)(0, 0, 0, j) == (0, 64*j)
; assume: M % 256 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && 0 <= bm && bm < M/256 && 0 <= bn && bn < N/128 && 0 <= cta && cta < 2
; query 5 of 44
; expected: unsat
; cute-prover obligation: forall forall: (layout_of(partition_S(get_slice(make_tma_copy_A_sm90(GmemTiledCopyA,(M,K):(K,1),SmemLayoutA(_,_,0),TileShape_MNK,ClusterShape),cta),local_tile(get_tma_tensor(make_tma_copy_A_sm90(GmemTiledCopyA,(M,K):(K,1),SmemLayoutA(_,_,0),TileShape_MNK,ClusterShape),(M,K)),(256,64),(bm,_))))(0,0,0,j) == (64 * j,0)) && (layout_of(partition_S(get_slice(make_tma_copy_B_sm90(GmemTiledCopyB,(N,K):(1,N),SmemLayoutB(_,_,0),TileShape_MNK,ClusterShape),0),local_tile(get_tma_tensor(make_tma_copy_B_sm90(GmemTiledCopyB,(N,K):(1,N),SmemLayoutB(_,_,0),TileShape_MNK,ClusterShape),(N,K)),(128,64),(bn,_))))(0,0,0,j) == (0,64 * j))
; expected: unsat (no counterexample exists)
; forall forall: (layout_of(partition_S(get_slice(make_tma_copy_A_sm90(GmemTiledCopyA,(M,K):(K,1),SmemLayoutA(_,_,0),TileShape_MNK,ClusterShape),cta),local_tile(get_tma_tensor(make_tma_copy_A_sm90(GmemTiledCopyA,(M,K):(K,1),SmemLayoutA(_,_,0),TileShape_MNK,ClusterShape),(M,K)),(256,64),(bm,_))))(0,0,0,j) == (64 * j,0)) && (layout_of(partition_S(get_slice(make_tma_copy_B_sm90(GmemTiledCopyB,(N,K):(1,N),SmemLayoutB(_,_,0),TileShape_MNK,ClusterShape),0),local_tile(get_tma_tensor(make_tma_copy_B_sm90(GmemTiledCopyB,(N,K):(1,N),SmemLayoutB(_,_,0),TileShape_MNK,ClusterShape),(N,K)),(128,64),(bn,_))))(0,0,0,j) == (0,64 * j))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |N#q| () Int)
(declare-fun bn () Int)
(declare-fun cta () Int)
(declare-fun j () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |N#q|)))
 (let (($t2 (= 1 1)))
 (let (($t3 (= 0 (* 64 j))))
 (and (and $t0 $t0 $t0 (<= 256 65536) (<= ?t1 65536) (<= 64 65536) (<= 0 0) (< 0 1) (<= 0 bn) (< bn |N#q|) (<= 0 cta) (< cta 2) $t2 $t2 (not (= |N#q| 1))) (and (and (<= 0 j) (< j 1)) (not (and (and $t3 $t0) (and $t0 $t3)))) (>= ?t1 1)))))))
(check-sat)
