// Shared storage as the tutorials declare it (wgmma_tma_sm90.cu, 02_mma_tma_sm100.cu, sgemm_sm80.cu): sizeof of a
// struct's instantiation as C++ lays it out (every size below is CuTe C++'s, g++ on CUTLASS 7107b05), and a member
// function of a storage view (shared_storage.tensor_sA()).
//
// Through clang the compiler lays the structs out: the member of CUTLASS's pipeline type is a real type now (the text
// reader could not read it: an input error; here its size is positive), and after `using SharedStorage =
// SharedStorage<...>;` a use of SharedStorage<...> as a template does not compile (the text reader's error said so):
// it is left out.
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cutlass/pipeline/sm90_pipeline.hpp>
using namespace cute;

template <class ElementA,
          class ElementB,
          class SmemLayoutA,  // (M,K,P)
          class SmemLayoutB>  // (N,K,P)
struct SharedStorage
{
  alignas(128) cute::ArrayEngine<ElementA, cosize_v<SmemLayoutA>> A;
  alignas(128) cute::ArrayEngine<ElementB, cosize_v<SmemLayoutB>> B;

  uint64_t tma_barrier[size<2>(SmemLayoutA{})];
  uint64_t mma_barrier[size<2>(SmemLayoutA{})];
};
template <class TypeA,           // Tensor A data type
          class TypeB,           // Tensor B data type
          class ASmemLayout,     // (MmaA, NumMma_M, NumMma_K, ...)
          class BSmemLayout>     // (MmaB, NumMma_N, NumMma_K, ...)
struct SharedStorage2
{
  alignas(128) cute::ArrayEngine<TypeA, cute::cosize_v<ASmemLayout>> A;
  alignas(128) cute::ArrayEngine<TypeB, cute::cosize_v<BSmemLayout>> B;

  alignas(16) cute::uint64_t mma_barrier;  // Barrier to track MMA computation on SMEM
  alignas(16) cute::uint64_t tma_barrier;  // Barrier to track TMA data transfers to SMEM

  alignas(16) cute::uint32_t tmem_base_ptr; // Base pointer for TMEM allocation

  CUTE_DEVICE constexpr auto tensor_sA() { return make_tensor(make_smem_ptr(A.begin()), ASmemLayout{}); }
  CUTE_DEVICE constexpr auto tensor_sB() { return make_tensor(make_smem_ptr(B.begin()), BSmemLayout{}); }
};
template <class ElementA,
          class ElementB,
          class SmemLayoutA,
          class SmemLayoutB>
struct SharedStorage3
{
  cute::ArrayEngine<ElementA, cute::cosize_v<SmemLayoutA>> A;
  cute::ArrayEngine<ElementB, cute::cosize_v<SmemLayoutB>> B;
};
struct S4 { uint64_t a; half_t b[3]; uint8_t c; };
struct S5 { cute::array<half_t, 5> a; cute::array_aligned<uint8_t, 3, 64> b; uint32_t c; };
// unions and nested structs (05_mma_tma_epi_sm100.cu's SharedStorage): a union's members overlap; sizes of CuTe C++
template <class TypeA, class TypeB, class TypeC, class TypeD, class ASmemLayout, class BSmemLayout, class CSmemLayout, class DSmemLayout>
struct EpilogueStorage
{
  alignas(128) union {
    alignas(128) struct {
      alignas(128) cute::ArrayEngine<TypeA, cute::cosize_v<ASmemLayout>> A;
      alignas(128) cute::ArrayEngine<TypeB, cute::cosize_v<BSmemLayout>> B;
    } mainloop;
    alignas(128) cute::ArrayEngine<TypeC, cute::cosize_v<CSmemLayout>> C;
    alignas(128) cute::ArrayEngine<TypeD, cute::cosize_v<DSmemLayout>> D;
  } tensors;
  alignas(16) cute::uint64_t mma_barrier;
  alignas(16) cute::uint64_t tma_barrier;
  alignas(16) cute::uint32_t tmem_base_ptr;
};
struct Overlapping {
  union {
    struct {
      cute::array_aligned<half_t, 1000> A;
      cute::array_aligned<half_t, 1024> B;
    } ab;
    cute::array_aligned<float, 1500> C;
  } u;
  alignas(16) uint64_t barrier;
};
using LA = Layout<Shape<_128,_64>>;
using LC = Layout<Shape<_64,_32>>;
using LC2 = Layout<Shape<_128,_200>>;
using MainloopPipeline = cutlass::PipelineTmaAsync<4>;
struct WithPipeline { cute::ArrayEngine<float, 1024> A; typename MainloopPipeline::SharedStorage pipeline; };

__global__ void kern() {
  auto bM = Int<128>{};
  auto bN = Int<128>{};
  auto bK = Int< 64>{};
  auto bP = Int<3>{};
  auto sA = tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{}, make_shape(bM,bK,bP));
  auto sB = tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{}, make_shape(bN,bK,bP));
  int smem_size = int(sizeof(SharedStorage<cute::half_t, cute::half_t, decltype(sA), decltype(sB)>));
  using SMEMStorage = SharedStorage2<half_t, half_t, decltype(sA), decltype(sB)>;
  int smemBytes = sizeof(SMEMStorage);
  auto s3 = make_layout(make_shape(Int<128>{}, Int<32>{}, Int<3>{}));
  int smem3 = sizeof(SharedStorage3<float, float, decltype(s3), decltype(s3)>);
  auto s5 = make_layout(make_shape(Int<100>{}, Int<1>{}, Int<3>{}));
  int mixed = sizeof(SharedStorage3<half_t, uint8_t, decltype(s5), decltype(s5)>);
  int barriers = sizeof(SharedStorage<half_t, half_t, decltype(s5), decltype(s5)>);
  int s4_bytes = sizeof(S4);
  int s5_bytes = sizeof(S5);
  prove fits: smem_size <= 227 * 1024
  // sizeof as CuTe C++ (g++, CUTLASS 7107b05) gives it
  prove cute_sizes: smem_size == 98432 && smemBytes == 98432 && smem3 == 98304 && mixed == 912 && barriers == 1408 && s4_bytes == 16 && s5_bytes == 192
  using SharedStorageT = SharedStorage2<half_t, half_t, decltype(sA), decltype(sB)>;
  extern __shared__ char shared_memory[];
  SharedStorageT& shared_storage = *reinterpret_cast<SharedStorageT*>(shared_memory);
  Tensor tCsA = shared_storage.tensor_sA();
  prove view_layout: tCsA == sA
  int epi1 = sizeof(EpilogueStorage<half_t,half_t,float,float,LA,LA,LC,LC>);
  int epi2 = sizeof(EpilogueStorage<half_t,half_t,float,float,LA,LA,LC2,LC>);
  int overlapping = sizeof(Overlapping);
  prove unions: epi1 == 32896 && epi2 == 102528 && overlapping == 6016
  expect refuted wrong_size: smem3 == 98432
  int with_pipeline = sizeof(WithPipeline);
  prove pipeline_member: with_pipeline > 4096
  // After `using SharedStorage = SharedStorage<...>;` (wgmma_tma_sm90.cu's kernel) the name is that type, as in C++
  using SharedStorage = SharedStorage<half_t, half_t, decltype(s5), decltype(s5)>;
  int alias_bytes = sizeof(SharedStorage);
  prove alias_size: alias_bytes == 1408
}

void host() {
  kern<<<1, 128>>>();
}
