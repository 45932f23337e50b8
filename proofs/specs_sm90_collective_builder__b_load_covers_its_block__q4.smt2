; cute-prover 0.1.0 proof obligation
; source: specs/sm90_collective_builder.cute:44:1
; property: offset_of(tBgB) == (128*bn, 0) && size<0>(tBgB) == 8192
; assume: M % 256 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && 0 <= bm && bm < M/256 && 0 <= bn && bn < N/128 && 0 <= cta && cta < 2
; query 5 of 16
; expected: unsat
; cute-prover obligation: condition condition: (offset_of(partition_S(get_slice(make_tma_copy_B_sm90(GmemTiledCopyB,(N,K):(1,N),SmemLayoutB(_,_,0),TileShape_MNK,ClusterShape),0),local_tile(get_tma_tensor(make_tma_copy_B_sm90(GmemTiledCopyB,(N,K):(1,N),SmemLayoutB(_,_,0),TileShape_MNK,ClusterShape),(N,K)),(128,64),(bn,_)))) == (128 * bn,0)) && (size(get(partition_S(get_slice(make_tma_copy_B_sm90(GmemTiledCopyB,(N,K):(1,N),SmemLayoutB(_,_,0),TileShape_MNK,ClusterShape),0),local_tile(get_tma_tensor(make_tma_copy_B_sm90(GmemTiledCopyB,(N,K):(1,N),SmemLayoutB(_,_,0),TileShape_MNK,ClusterShape),(N,K)),(128,64),(bn,_))),0)) == 8192)
; expected: unsat (no counterexample exists)
; condition condition: (offset_of(partition_S(get_slice(make_tma_copy_B_sm90(GmemTiledCopyB,(N,K):(1,N),SmemLayoutB(_,_,0),TileShape_MNK,ClusterShape),0),local_tile(get_tma_tensor(make_tma_copy_B_sm90(GmemTiledCopyB,(N,K):(1,N),SmemLayoutB(_,_,0),TileShape_MNK,ClusterShape),(N,K)),(128,64),(bn,_)))) == (128 * bn,0)) && (size(get(partition_S(get_slice(make_tma_copy_B_sm90(GmemTiledCopyB,(N,K):(1,N),SmemLayoutB(_,_,0),TileShape_MNK,ClusterShape),0),local_tile(get_tma_tensor(make_tma_copy_B_sm90(GmemTiledCopyB,(N,K):(1,N),SmemLayoutB(_,_,0),TileShape_MNK,ClusterShape),(N,K)),(128,64),(bn,_))),0)) == 8192)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun cta () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 256 |M#q|)))
 (let ((?t2 (* 64 |K#q|)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= 128 65536) (<= ?t2 65536) (<= 0 bm) (< bm |M#q|) (<= 0 0) (< 0 1) (<= 0 cta) (< cta 2) (= 1 1) (not (= |K#q| 1))) (and true (not (and (and $t0 $t0) (= 8192 8192)))) (>= ?t2 1) (>= ?t1 1))))))
(check-sat)
