// Device code of a CuTe GEMM as a kernel author writes it (member calls get_slice/partition_S/partition_D/partition_A,
// ThrCopy/ThrMMA, CUTE_STATIC_ASSERT_V), for thread 5 and every problem size.
#include <cute/tensor.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/atom/mma_atom.hpp>
using namespace cute;

__global__ void gemm_device(int m, int n, int k, cute::half_t const* A, int lda) {
  int t = 5;
  int bx = blockIdx.x;
  int by = blockIdx.y;
  auto shape_MNK = make_shape(m, n, k);
  auto dA = make_stride(lda, Int<1>{});
  auto cta_tiler = make_shape(Int<128>{}, Int<128>{}, Int<64>{});
  TiledCopy copy_a = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, cute::half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{});
  TiledMMA mma = make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}, Layout<Shape<_2,_2>>{}, Tile<_32,_32,_16>{});
  auto sA_layout = tile_to_shape(composition(Swizzle<3,3,3>{}, Layout<Shape<_8,Shape<_8,_8>>, Stride<_8,Stride<_1,_64>>>{}), make_shape(Int<128>{}, Int<64>{}, Int<3>{}));
  __shared__ cute::half_t smem_A[cosize_v<decltype(sA_layout)>];
  CUTE_STATIC_ASSERT_V(size(copy_a) == size(mma));                     // NumThreads
  CUTE_STATIC_ASSERT_V(size<0>(sA_layout) == size<0>(cta_tiler));  // BLK_M
  Tensor mA = make_tensor(make_gmem_ptr(A), select<0,2>(shape_MNK), dA); // (M,K)
  auto cta_coord = make_coord(bx, by, _);              // (m,n,k)
  Tensor gA = local_tile(mA, cta_tiler, cta_coord, Step<_1, X,_1>{});  // (BLK_M,BLK_K,k)
  Tensor sA = make_tensor(make_smem_ptr(smem_A), sA_layout);   // (BLK_M,BLK_K,PIPE)
  ThrCopy thr_copy_a = copy_a.get_slice(t);
  Tensor tAgA = thr_copy_a.partition_S(gA);                            // (CPY,CPY_M,CPY_K,k)
  Tensor tAsA = thr_copy_a.partition_D(sA);                            // (CPY,CPY_M,CPY_K,PIPE)
  CUTE_STATIC_ASSERT_V(size<1>(tAgA) == size<1>(tAsA));                // CPY_M
  CUTE_STATIC_ASSERT_V(size<2>(tAgA) == size<2>(tAsA), "CPY_K");                // CPY_K
  ThrMMA thr_mma = mma.get_slice(t);
  Tensor tCsA = thr_mma.partition_A(sA);                               // (MMA,MMA_M,MMA_K,PIPE)
  prove tAgA_layout: equal(layout_of(tAgA), tAgA.layout())
  prove tCsA_is_what_cute_reads: tCsA(0) == 10 && tCsA(1) == 11 && tCsA(2) == 522 && tCsA(4) == 66 && tCsA(8) == 2058 && tCsA(32) == 154 && tCsA(33) == 155
  prove tAgA_reads_8_contiguous_halves: forall v in [0,8), j in [0,k/64): tAgA(v, 0, 0, j) == tAgA(0, 0, 0, j) + v
  expect refuted tAgA_rows_are_contiguous: tAgA(0, 1, 0, 0) == tAgA(0, 0, 0, 0) + 1
}

void gemm(int m, int n, int k, cute::half_t const* A, int lda) {
  if (m > 65536 || n > 65536 || k > 65536 || k > lda || lda > 65536) { return; }
  dim3 grid(ceil_div(m, 128), ceil_div(n, 128));
  gemm_device<<<grid, 128>>>(m, n, k, A, lda);
}
