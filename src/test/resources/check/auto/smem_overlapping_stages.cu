// Injected bug: A's stage stride is one stage of a 64 x 64 tile (4096 elements) while each stage holds 128 x 64: stage 1
// starts halfway into stage 0, so the TMA load of stage 1 overwrites half of stage 0 while the MMA still reads it.
#include <cute/tensor.hpp>
using namespace cute;

template <class ElementA, class SmemLayoutA>
struct SharedStorage
{
  alignas(128) cute::ArrayEngine<ElementA, cosize_v<SmemLayoutA>> A;
};

template <class SmemLayoutA>
__global__ void gemm_device(SmemLayoutA sA_layout)
{
  extern __shared__ char shared_memory[];
  using Storage = SharedStorage<half_t, SmemLayoutA>;
  Storage& storage = *reinterpret_cast<Storage*>(shared_memory);
  Tensor sA = make_tensor(make_smem_ptr(storage.A.begin()), sA_layout);
}

void gemm_host()
{
  auto sA = make_layout(make_shape(Int<128>{}, Int<64>{}, Int<3>{}),
                        make_stride(Int<64>{}, Int<1>{}, Int<4096>{}));
  gemm_device<<<1, 128, int(sizeof(SharedStorage<half_t, decltype(sA)>))>>>(sA);
}
