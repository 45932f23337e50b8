// Injected bug: B's rows are 32 elements apart but 64 long (the K-major stride written for a 32-wide tile): two
// elements of one stage share a cell, so a copy of B into shared memory overwrites half of what it wrote.
#include <cute/tensor.hpp>
using namespace cute;

template <class ElementB, class SmemLayoutB>
struct SharedStorage
{
  cute::array_aligned<ElementB, cosize_v<SmemLayoutB>> B;
};

template <class SmemLayoutB>
__global__ void gemm_device(SmemLayoutB sB_layout)
{
  extern __shared__ char shared_memory[];
  using Storage = SharedStorage<float, SmemLayoutB>;
  Storage& storage = *reinterpret_cast<Storage*>(shared_memory);
  Tensor sB = make_tensor(make_smem_ptr(storage.B.data()), sB_layout);
}

void gemm_host()
{
  auto sB = make_layout(make_shape(Int<128>{}, Int<64>{}), make_stride(Int<32>{}, Int<1>{}));
  gemm_device<<<1, 128>>>(sB);
}
