; cute-prover 0.1.0 proof obligation
; source: specs/sm90_collective_builder.cute:40:1
; property: size<3>(tAgA) == K/64 && size<3>(tBgB) == K/64 && size<3>(tAsA) == 4 && size<3>(tBsB) == 4
; assume: M % 256 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && 0 <= bm && bm < M/256 && 0 <= bn && bn < N/128 && 0 <= cta && cta < 2
; query 1 of 44
; expected: unsat
; cute-prover obligation: condition condition: (((size(get(partition_S(get_slice(make_tma_copy_A_sm90(GmemTiledCopyA,(M,K):(K,1),SmemLayoutA(_,_,0),TileShape_MNK,ClusterShape),cta),local_tile(get_tma_tensor(make_tma_copy_A_sm90(GmemTiledCopyA,(M,K):(K,1),SmemLayoutA(_,_,0),TileShape_MNK,ClusterShape),(M,K)),(256,64),(bm,_))),3)) == (K / 64)) && (size(get(partition_S(get_slice(make_tma_copy_B_sm90(GmemTiledCopyB,(N,K):(1,N),SmemLayoutB(_,_,0),TileShape_MNK,ClusterShape),0),local_tile(get_tma_tensor(make_tma_copy_B_sm90(GmemTiledCopyB,(N,K):(1,N),SmemLayoutB(_,_,0),TileShape_MNK,ClusterShape),(N,K)),(128,64),(bn,_))),3)) == (K / 64))) && (size(get(partition_D(get_slice(make_tma_copy_A_sm90(GmemTiledCopyA,(M,K):(K,1),SmemLayoutA(_,_,0),TileShape_MNK,ClusterShape),cta),SmemLayoutA),3)) == 4)) && (size(get(partition_D(get_slice(make_tma_copy_B_sm90(GmemTiledCopyB,(N,K):(1,N),SmemLayoutB(_,_,0),TileShape_MNK,ClusterShape),0),SmemLayoutB),3)) == 4)
; expected: unsat (no counterexample exists)
; condition condition: (((size(get(partition_S(get_slice(make_tma_copy_A_sm90(GmemTiledCopyA,(M,K):(K,1),SmemLayoutA(_,_,0),TileShape_MNK,ClusterShape),cta),local_tile(get_tma_tensor(make_tma_copy_A_sm90(GmemTiledCopyA,(M,K):(K,1),SmemLayoutA(_,_,0),TileShape_MNK,ClusterShape),(M,K)),(256,64),(bm,_))),3)) == (K / 64)) && (size(get(partition_S(get_slice(make_tma_copy_B_sm90(GmemTiledCopyB,(N,K):(1,N),SmemLayoutB(_,_,0),TileShape_MNK,ClusterShape),0),local_tile(get_tma_tensor(make_tma_copy_B_sm90(GmemTiledCopyB,(N,K):(1,N),SmemLayoutB(_,_,0),TileShape_MNK,ClusterShape),(N,K)),(128,64),(bn,_))),3)) == (K / 64))) && (size(get(partition_D(get_slice(make_tma_copy_A_sm90(GmemTiledCopyA,(M,K):(K,1),SmemLayoutA(_,_,0),TileShape_MNK,ClusterShape),cta),SmemLayoutA),3)) == 4)) && (size(get(partition_D(get_slice(make_tma_copy_B_sm90(GmemTiledCopyB,(N,K):(1,N),SmemLayoutB(_,_,0),TileShape_MNK,ClusterShape),0),SmemLayoutB),3)) == 4)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun cta () Int)
(assert
 (let (($t0 (= 0 0)))
 (let (($t1 (<= 0 0)))
 (let (($t2 (< 0 1)))
 (let (($t3 (= 1 1)))
 (let (($t4 (= 4 4)))
 (and (and $t0 $t0 $t0 (<= 256 65536) (<= 128 65536) (<= 64 65536) $t1 $t2 $t1 $t2 (<= 0 cta) (< cta 2) $t3 $t3 $t3) (and true (not (and $t3 $t3 $t4 $t4))))))))))
(check-sat)
