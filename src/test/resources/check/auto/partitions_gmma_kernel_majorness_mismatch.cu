// Injected bug: the host tiles A's shared memory with the M-major atom Layout_MN_SW128_Atom while the wgmma reads A
// K-major; the kernel hands the tensor to the MMA (thr_mma.partition_A(sA)) and A arrives transposed. B is right.
#include <cute/tensor.hpp>
using namespace cute;

template <class SmemLayoutA, class SmemLayoutB, class TiledMma>
__global__ void gemm_device(SmemLayoutA, SmemLayoutB, TiledMma mma)
{
  alignas(128) __shared__ half_t smem_a[cosize_v<SmemLayoutA>];
  alignas(128) __shared__ half_t smem_b[cosize_v<SmemLayoutB>];
  Tensor sA = make_tensor(make_smem_ptr(smem_a), SmemLayoutA{});
  Tensor sB = make_tensor(make_smem_ptr(smem_b), SmemLayoutB{});
  ThrMMA thr_mma = mma.get_slice(threadIdx.x);
  Tensor tCsA = thr_mma.partition_A(sA);
  Tensor tCsB = thr_mma.partition_B(sB);
}

void gemm_host()
{
  auto sA = tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{}, make_shape(Int<64>{}, Int<64>{}, Int<2>{}));
  auto sB = tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(Int<128>{}, Int<64>{}, Int<2>{}));
  TiledMMA mma = make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>{});
  gemm_device<<<1, 128>>>(sA, sB, mma);
}
