// Host code as written: a guard that returns (if (not evenly_divides(...)) { ...; return; }) is assumed failed after
// it; printing, launches, CUDA checks and assert(false && ...) are skipped; assert(COND) is a property.
#include <cstdio>
#include <cassert>
#include <iostream>
#include <cute/tensor.hpp>
using namespace cute;


template <class ProblemShape, class Tiler>
__global__ void gemm_device(ProblemShape shape_MNK, Tiler mma_tiler) {}

void
gemm_host(int M, int N, int K, int argc)
{
  auto shape_MNK = make_shape(M, N, K);
  auto mma_tiler = make_shape(Int<128>{}, Int<256>{}, Int<64>{});
  if (not evenly_divides(shape_MNK, mma_tiler)) {
    std::cerr << "The problem size must be divisible by the tile size" << std::endl;
    return;
  }
  // main's argc (the pasted code read it undeclared): its guard assumes nothing of the sizes
  if (argc < 2) return;
  if (M > 4096) {
    printf("big\n");
  }
  assert(size(mma_tiler) == 128*256*64);
  prove m_tiles: M % 128 == 0
  prove n_tiles: N % 256 == 0 && K % 64 == 0
  expect refuted not_assumed: M <= 4096
  dim3 dimGrid(ceil_div(M, 128), ceil_div(N, 256));
  gemm_device<<<dimGrid, 128, 0>>>(shape_MNK, mma_tiler);
  CUTE_CHECK_LAST();
}
void gemm_nt(int m) {
  assert(false && "Not implemented");
}
// outside the function, M has no guard
void outside(int M) {
  prove outside: M >= 1
  expect refuted outside_no_guard: M % 128 == 0
}
