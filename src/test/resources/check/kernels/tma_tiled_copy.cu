// The SM90 collective mainloop's TMA partitioning (sm90_mma_tma_gmma_ss_warpspecialized.hpp) as it is written: the
// multicast TMA's TiledCopy sliced at the CTA's cluster coordinate, partition_S of the TMA coordinate tile, partition_D
// of the pipelined smem. For every M, K, block bm and CTA cta of the pair.
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/copy_traits_sm90_tma.hpp>
using namespace cute;

void mainloop(half_t const* A, half_t* smem, int M, int K, int bm, int cta) {
  assume M % 128 == 0 && K % 64 == 0 && M <= 65536 && K <= 65536 && bm >= 0 && bm < M/128 && cta >= 0 && cta < 2
  auto sA_layout = tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(Int<128>{}, Int<64>{}, Int<4>{}));
  Tensor mA_host = make_tensor(make_gmem_ptr(A), make_layout(make_shape(M, K), make_stride(K, Int<1>{})));
  auto tma_load_a = make_tma_copy(SM90_TMA_LOAD_MULTICAST{}, mA_host, sA_layout(_,_,0), make_shape(Int<128>{}, Int<64>{}), Int<2>{});
  auto gA = local_tile(tma_load_a.get_tma_tensor(make_shape(M, K)), make_shape(Int<128>{}, Int<64>{}), make_coord(bm, _));
  Tensor sA = make_tensor(make_smem_ptr(smem), sA_layout);
  auto block_tma_a = tma_load_a.get_slice(cta);
  Tensor tAgA = block_tma_a.partition_S(gA);                 // (TMA,TMA_M,TMA_K,k)
  Tensor tAsA = block_tma_a.partition_D(sA);                 // (TMA,TMA_M,TMA_K,PIPE)
  // The CTA's TMA starts at row 64*cta of the block's 128 rows (coordinates are (k, m): K-major A), k-block j at column 64*j.
  prove starts_at_its_half: offset_of(tAgA) == (0, 128*bm + 64*cta)
  prove one_tma_per_k_block: size<1>(tAgA) == 1 && size<2>(tAgA) == 1 && size<3>(tAgA) == K/64 && size<3>(tAsA) == 4
  prove k_blocks_step_by_64: forall j in [0, K/64): layout_of(tAgA)(0, 0, 0, j) == (64*j, 0)
  // In shared memory the CTA's half starts 64 rows (4096 elements) in: the swizzle keeps that row block whole.
  prove smem_half_starts_at_row_64_cta: forall p in [0, 4): tAsA(0, 0, 0, p) == 8192*p + 4096*cta
  expect refuted starts_at_block_start: offset_of(tAgA) == (0, 128*bm)
}
