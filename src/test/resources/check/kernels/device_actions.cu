// Device code as written (02_mma_tma_sm100.cu, sgemm_sm80.cu): statements that move or compute data (copy, gemm,
// fences, barriers) declare nothing and are skipped; C++ attributes are read past; a string constant has no layout
// meaning.
#include <cute/tensor.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/atom/mma_atom.hpp>
using namespace cute;

__global__ void kern(float const* A, float* C, int K) {
  [[maybe_unused]] auto type_str_a = "half_t";
  [[maybe_unused]] auto k_tiles = K / 8;
  Tensor mA = make_tensor(make_gmem_ptr(A), make_shape(128, K));
  Tensor gA = local_tile(mA, make_shape(Int<128>{}, Int<8>{}), make_coord(0, _));
  __shared__ float smem[128 * 8];
  Tensor sA = make_tensor(make_smem_ptr(smem), Layout<Shape<_128,_8>>{});
  TiledCopy copy_a = make_tiled_copy(Copy_Atom<UniversalCopy<float>, float>{}, Layout<Shape<_32,_8>>{});
  ThrCopy thr_copy_a = copy_a.get_slice(threadIdx.x);
  Tensor tAgA = thr_copy_a.partition_S(gA);
  Tensor tAsA = thr_copy_a.partition_D(sA);
  TiledMMA mma = make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_16,_16,_1>>{});
  ThrMMA thr_mma = mma.get_slice(threadIdx.x);
  Tensor tCrA = thr_mma.make_fragment_A(thr_mma.partition_A(sA));
  Tensor tCrB = thr_mma.make_fragment_B(thr_mma.partition_B(sA));
  Tensor gC = make_tensor(make_gmem_ptr(C), Layout<Shape<_128,_128>>{});
  Tensor tDgC = thr_mma.partition_C(gC);
  Tensor tCrC = thr_mma.make_fragment_C(tDgC);
  int k_tile = 0;
  copy(copy_a, tAgA(_,_,_,k_tile), tAsA);
  cp_async_fence();
  cp_async_wait<0>();
  __syncthreads();
  gemm(mma, tCrA, tCrB,
       tCrC);
  cute::copy(tCrC, tDgC);
  prove k_tiles_of_gA: size<2>(gA) == k_tiles
  expect refuted wrong_k_tiles: size<2>(gA) == K/16
}

void host(float const* A, float* C, int K) {
  if (K % 8 != 0) return;
  kern<<<1, 256>>>(A, C, K);
}
