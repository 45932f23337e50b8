// A kernel's device code declares again names of its host code (wgmma_sm90.cu's sA, 01_mma_sm100.cu's mA): each
// function's declaration is its own; each property reads the names of its line.
#include <cute/tensor.hpp>
using namespace cute;

template <class SmemLayout>
__global__ void kern(half_t const* A, int M, int K, SmemLayout sA_layout) {
  __shared__ half_t smemA[cosize_v<SmemLayout>];
  Tensor mA = make_tensor(make_gmem_ptr(A), make_shape(M, K));         // device, the same again
  Tensor sA = local_tile(make_tensor(make_smem_ptr(smemA), sA_layout), make_shape(Int<32>{}, Int<8>{}), make_coord(1, 0));
  prove device_tile: size(sA) == 256 && sA(0,0) == 32 && size(mA) == M*K
  expect refuted still_the_host_layout: size(sA) == 1024
}

void host(half_t const* A, int M, int K) {
  if (M % 128 != 0 || K % 8 != 0) return;
  auto sA = make_layout(make_shape(Int<128>{}, Int<8>{}));            // host: (BLK_M,BLK_K) -> smem_idx
  prove host_layout: size(sA) == 1024
  Tensor mA = make_tensor(make_gmem_ptr(A), make_shape(M, K));         // host
  kern<<<1, 128>>>(A, M, K, sA);
}
