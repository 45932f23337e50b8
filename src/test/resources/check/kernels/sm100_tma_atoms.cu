// The SM100 TMA interface as examples/cute/tutorial/blackwell/03_mma_tma_multicast_sm100.cu uses it: the A and B atoms
// from the TiledMMA's partition of the tile (make_tma_atom_A_sm100 / _B_sm100), multicast over a 2x2 cluster, the TMA
// coordinate tensors tiled and partitioned by the MMA, then tma_partition at the CTA's coordinate along N (A) and M (B).
// As in the tutorial, the host builds the atoms and the kernel partitions (tma_partition is device code).
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/copy_traits_sm100_tma.hpp>
using namespace cute;

template <class TiledMMA, class MmaTiler, class SmemLayoutA, class ClusterLayout, class AtomA, class AtomB,
          class SmemLayout2, class Cluster2, class Atom2>
__global__ void kern(TiledMMA tiled_mma, MmaTiler mma_tiler, SmemLayoutA sA_layout, ClusterLayout cluster_layout_vmnk,
                     AtomA tma_atom_A, AtomB tma_atom_B, SmemLayout2 sA2, Cluster2 cluster2, Atom2 tma2, int M, int K) {
  int bm = blockIdx.x;
  int bn = blockIdx.y;
  int cn = blockIdx.y % 2;   // the CTA's coordinate along N in its 2x2 cluster
  extern __shared__ char shared_memory[];
  Tensor tCsA = make_tensor(make_smem_ptr(reinterpret_cast<half_t*>(shared_memory)), sA_layout);
  Tensor mA = tma_atom_A.get_tma_tensor(make_shape(M, K));
  Tensor gA = local_tile(mA, mma_tiler, make_coord(bm, bn, _), Step<_1, X,_1>{});
  auto cta_mma = tiled_mma.get_slice(0);
  Tensor tCgA = cta_mma.partition_A(gA);
  auto [tAgA, tAsA] = tma_partition(tma_atom_A, cn, make_layout(size<2>(cluster_layout_vmnk)), group_modes<0,3>(tCsA), group_modes<0,3>(tCgA));
  // One instruction moves the CTA's 128x64 stage (8192 values), half of it from each of the 2 CTAs along N.
  prove values_per_stage: size<0>(tAgA) == 8192 && size<1>(tAgA) == K/64
  // CTA cn of the pair issues rows [64*cn, 64*cn+64) of the block's A stage: its first coordinate is (k, m) = (0, 128*bm + 64*cn).
  prove issues_its_half: offset_of(tAgA) == (0, 128*bm + 64*cn)
  expect refuted both_issue_row_0: offset_of(tAgA) == (0, 128*bm)
  // the 2-SM atom: each CTA of the pair loads its peer's 128 rows of A, multicast to the 4 CTAs along N
  prove two_sm_peer_half_per_instruction: size(sA2) == 128*64 && size<0>(get<1>(tma_partition(tma2, 0, make_layout(size<2>(cluster2)), group_modes<0,3>(sA2), group_modes<0,3>(sA2)))) == 8192
}

void host(half_t const* A, half_t const* B, int M, int N, int K) {
  if (M % 128 != 0 || N % 256 != 0 || K % 64 != 0 || M > 8192 || N > 8192 || K > 8192) { return; }
  TiledMMA tiled_mma = make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K>{});
  auto mma_tiler = make_shape(_128{}, _256{}, _64{});
  auto sA_layout = UMMA::tile_to_mma_shape(UMMA::Layout_K_SW128_Atom<half_t>{}, partition_shape_A(tiled_mma, make_shape(_128{}, _64{})));
  auto sB_layout = UMMA::tile_to_mma_shape(UMMA::Layout_K_SW128_Atom<half_t>{}, partition_shape_B(tiled_mma, make_shape(_256{}, _64{})));
  Layout cluster_layout_vmnk = tiled_divide(make_layout(make_shape(_2{}, _2{}, _1{})),
                                            make_tile(typename decltype(tiled_mma)::AtomThrID{}));  // ((1),2,2,1):((0),1,2,0)
  Tensor gmem_A = make_tensor(make_gmem_ptr(A), make_layout(make_shape(M, K), make_stride(K, _1{})));
  Tensor gmem_B = make_tensor(make_gmem_ptr(B), make_layout(make_shape(N, K), make_stride(K, _1{})));
  Copy_Atom tma_atom_A = make_tma_atom_A_sm100(SM90_TMA_LOAD_MULTICAST{}, gmem_A, sA_layout, mma_tiler, tiled_mma, cluster_layout_vmnk);
  Copy_Atom tma_atom_B = make_tma_atom_B_sm100(SM90_TMA_LOAD_MULTICAST{}, gmem_B, sB_layout, mma_tiler, tiled_mma, cluster_layout_vmnk);

  // The 2-SM tutorial (04_mma_tma_2sm_sm100.cu): a 256x256 2-SM MMA over a 4x4 cluster.
  TiledMMA mma2 = make_tiled_mma(SM100_MMA_F16BF16_2x1SM_SS<half_t,half_t,float,256,256,UMMA::Major::K,UMMA::Major::K>{});
  auto tiler2 = make_shape(_256{}, _256{}, _64{});
  auto sA2 = UMMA::tile_to_mma_shape(UMMA::Layout_K_SW128_Atom<half_t>{}, partition_shape_A(mma2, make_shape(_256{}, _64{})));
  Layout cluster2 = tiled_divide(make_layout(make_shape(_4{}, _4{}, _1{})),
                                 make_tile(typename decltype(mma2)::AtomThrID{}));  // ((2),2,4,1):((1),2,4,0)
  Copy_Atom tma2 = make_tma_atom_A_sm100(SM100_TMA_2SM_LOAD_MULTICAST{}, gmem_A, sA2, tiler2, mma2, cluster2);
  dim3 grid(M / 128, N / 256);
  kern<<<grid, 128>>>(tiled_mma, mma_tiler, sA_layout, cluster_layout_vmnk, tma_atom_A, tma_atom_B, sA2, cluster2, tma2, M, K);
}
