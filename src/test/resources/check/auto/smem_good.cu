// A pipelined Hopper-style kernel whose shared storage is right: three stages of a 128B-swizzled 128 x 64 half_t tile
// for A and for B (tile_to_shape of CuTe's GMMA atom), 96 KiB in all.
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
using namespace cute;

template <class ElementA, class ElementB, class SmemLayoutA, class SmemLayoutB>
struct SharedStorage
{
  alignas(128) cute::ArrayEngine<ElementA, cosize_v<SmemLayoutA>> A;
  alignas(128) cute::ArrayEngine<ElementB, cosize_v<SmemLayoutB>> B;
  uint64_t tma_barrier[size<2>(SmemLayoutA{})];
};

template <class SmemLayoutA, class SmemLayoutB>
__global__ void gemm_device(SmemLayoutA sA_layout, SmemLayoutB sB_layout)
{
  extern __shared__ char shared_memory[];
  using Storage = SharedStorage<half_t, half_t, SmemLayoutA, SmemLayoutB>;
  Storage& storage = *reinterpret_cast<Storage*>(shared_memory);
  Tensor sA = make_tensor(make_smem_ptr(storage.A.begin()), sA_layout);
  Tensor sB = make_tensor(make_smem_ptr(storage.B.begin()), sB_layout);
}

void gemm_host()
{
  auto bM = Int<128>{};
  auto bN = Int<128>{};
  auto bK = Int< 64>{};
  auto bP = Int<  3>{};
  auto sA = tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(bM, bK, bP));
  auto sB = tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(bN, bK, bP));
  int smem_size = int(sizeof(SharedStorage<half_t, half_t, decltype(sA), decltype(sB)>));
  gemm_device<<<1, 128, smem_size>>>(sA, sB);
}
