// Injected bug: four stages of 256 x 64 float tiles for A and B (2 x 4 x 64 KiB = 512 KiB): more shared memory than
// one block of sm_90 may have (227 KiB), so the launch fails at run time (cudaErrorInvalidValue) and no test sees it.
#include <cute/tensor.hpp>
using namespace cute;

template <class SmemLayoutA, class SmemLayoutB>
struct SharedStorage
{
  alignas(128) cute::ArrayEngine<float, cosize_v<SmemLayoutA>> A;
  alignas(128) cute::ArrayEngine<float, cosize_v<SmemLayoutB>> B;
};

template <class SmemLayoutA, class SmemLayoutB>
__global__ void gemm_device(SmemLayoutA sA_layout, SmemLayoutB sB_layout)
{
  extern __shared__ char shared_memory[];
  using Storage = SharedStorage<SmemLayoutA, SmemLayoutB>;
  Storage& storage = *reinterpret_cast<Storage*>(shared_memory);
}

void gemm_host()
{
  auto sA = make_layout(make_shape(Int<256>{}, Int<64>{}, Int<4>{}));
  auto sB = make_layout(make_shape(Int<256>{}, Int<64>{}, Int<4>{}));
  gemm_device<<<1, 256, int(sizeof(SharedStorage<decltype(sA), decltype(sB)>))>>>(sA, sB);
}
