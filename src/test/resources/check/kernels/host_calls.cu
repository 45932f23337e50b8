// A kernel file as CUTLASS's Blackwell tutorials write it (examples/cute/tutorial/blackwell/01_mma_sm100.cu): main()
// reads the sizes, declares the layouts and calls the host function, which checks the shapes, builds the tiled MMA with
// the element types its pointer parameters deduce, and launches the kernel. The host function is checked at the call,
// with main's values; the kernel at the launch, for every size the command line may give that the host's guards allow.
#include <cstdio>
#include <cassert>
#include <iostream>
#include <thrust/host_vector.h>
#include <thrust/device_vector.h>
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
using namespace cute;

template <class ATensor, class MmaTiler_MNK, class TiledMMA>
__global__ void gemm_device(ATensor mA, MmaTiler_MNK mma_tiler, TiledMMA tiled_mma)
{
  Tensor gA = local_tile(mA, mma_tiler, make_coord(blockIdx.x, blockIdx.y, _), Step<_1, X,_1>{});
  ThrMMA cta_mma = tiled_mma.get_slice(0);
  Tensor tCgA = cta_mma.partition_A(gA);
  prove mma_A_values: size<0>(tCgA) == 128 * 16
  prove mma_A_inside_A: forall i in [0, size(tCgA)): tCgA(i) < size(mA)
}

template <class TypeA, class LayoutA, class TypeC, class LayoutC>
void gemm_host(TypeA const* device_ptr_A, LayoutA layout_A, TypeC const* device_ptr_C, LayoutC layout_C)
{
  assert(shape<0>(layout_A) == shape<0>(layout_C));
  Tensor mA = make_tensor(make_gmem_ptr(device_ptr_A), layout_A);
  auto Gemm_M = shape<0>(layout_A);
  auto Gemm_N = shape<1>(layout_C);
  auto Gemm_K = shape<1>(layout_A);
  TiledMMA tiled_mma = make_tiled_mma(SM100_MMA_F16BF16_SS<TypeA, TypeA, TypeC, 128, 256, UMMA::Major::K, UMMA::Major::K>{});
  auto mma_tiler = make_shape(tile_size<0>(tiled_mma), tile_size<1>(tiled_mma), tile_size<2>(tiled_mma) * Int<4>{});
  if (not evenly_divides(make_shape(Gemm_M, Gemm_N, Gemm_K), mma_tiler)) {
    std::cerr << "OOB accesses are not supported." << std::endl;
    return;
  }
  dim3 dimBlock(128);
  dim3 dimGrid(size(ceil_div(Gemm_M, size<0>(mma_tiler))), size(ceil_div(Gemm_N, size<1>(mma_tiler))));
  gemm_device<<<dimGrid, dimBlock>>>(mA, mma_tiler, tiled_mma);
}

// the tutorial's initialization, declared (its body is not about layouts)
template <class T> void initialize_tensor(T const&);

int main(int argc, char** argv)
{
  int Gemm_M = 512;
  if (argc >= 2)
    sscanf(argv[1], "%d", &Gemm_M);
  int Gemm_N = 1024;
  if (argc >= 3)
    sscanf(argv[2], "%d", &Gemm_N);
  int Gemm_K = 256;
  using TypeA = cutlass::half_t;
  using TypeC = float;
  Layout layout_A = make_layout(make_shape(Gemm_M, Gemm_K), make_stride(Gemm_K, Int<1>{}));
  Layout layout_C = make_layout(make_shape(Gemm_M, Gemm_N), make_stride(Gemm_N, Int<1>{}));
  thrust::host_vector<TypeA> host_A(Gemm_M * Gemm_K);
  initialize_tensor(make_tensor(host_A.data(), layout_A));
  thrust::device_vector<TypeA> device_A = host_A;
  thrust::device_vector<TypeC> device_C(Gemm_M * Gemm_N);
  gemm_host(device_A.data().get(), layout_A, thrust::raw_pointer_cast(device_C.data()), layout_C);
  return 0;
}
