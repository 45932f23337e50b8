// A kernel file as written (our own small GEMM, in the tutorials' style): a struct, a templated __global__ kernel, host
// functions whose int parameters are the run-time sizes, launches (direct, through a function pointer with template
// arguments, and CUTLASS's cluster launch), and main(). A launched kernel is checked at each launch, its parameters
// bound to the launch's arguments and threadIdx/blockIdx ranging over the block and the grid.
#include <iostream>
#include <thrust/host_vector.h>
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cutlass/cluster_launch.hpp>
#include <cutlass/util/GPU_Clock.hpp>

template <class ElementA, class SmemLayoutA>
struct SharedStorage
{
  alignas(128) cute::ArrayEngine<ElementA, cute::cosize_v<SmemLayoutA>> A;
  uint64_t barrier;
};

template <class ProblemShape, class CtaTiler, class TA, class ASmemLayout, class TiledMma>
__global__ static
__launch_bounds__(decltype(size(TiledMma{}))::value)
void
tile_kernel(ProblemShape shape_MNK, CtaTiler cta_tiler,
            TA const* A, ASmemLayout           , TiledMma mma)
{
  using namespace cute;
  CUTE_STATIC_ASSERT_V(size<0>(ASmemLayout{}) == size<0>(cta_tiler));
  Tensor mA = make_tensor(make_gmem_ptr(A), select<0,2>(shape_MNK), make_stride(Int<1>{}, get<0>(shape_MNK)));
  auto cta_coord = make_coord(blockIdx.x, blockIdx.y, _);
  Tensor gA = local_tile(mA, cta_tiler, cta_coord, Step<_1, X,_1>{});
  using Storage = SharedStorage<TA, ASmemLayout>;
  constexpr int storage_bytes = sizeof(Storage);
  prove storage_fits: storage_bytes <= 48 * 1024
  prove thread_in_mma: threadIdx.x < size(mma)
  prove tile_in_bounds: blockIdx.x * size<0>(cta_tiler) < get<0>(shape_MNK)
  prove guarded_size: get<0>(shape_MNK) % 128 == 0
  expect refuted tile_k_wrong: size<2>(gA) == get<2>(shape_MNK) / 16
}

void
gemm_host(int m, int n, int k, cute::half_t const* A, cudaStream_t stream = 0)
{
  using namespace cute;
  if (m % 128 != 0 || k % 8 != 0) {
    std::cerr << "unsupported size" << std::endl;
    return;
  }
  auto prob_shape = make_shape(m, n, k);
  auto cta_tiler = make_shape(Int<128>{}, Int<128>{}, Int<8>{});
  auto sA = make_layout(make_shape(Int<128>{}, Int<8>{}, Int<3>{}));
  TiledMMA mmaC = make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_16,_16,_1>>{});
  dim3 dimBlock(size(mmaC));
  dim3 dimGrid(size(ceil_div(m, Int<128>{})), size(ceil_div(n, Int<128>{})));
  tile_kernel<<<dimGrid, dimBlock, 0, stream>>>(prob_shape, cta_tiler, A, sA, mmaC);
  auto kernel_fptr = tile_kernel<decltype(prob_shape), decltype(cta_tiler), cute::half_t, decltype(sA), decltype(mmaC)>;
  kernel_fptr<<<dimGrid, dimBlock, 0, stream>>>(prob_shape, cta_tiler, A, sA, mmaC);
  auto* kernel_ptr = &tile_kernel<decltype(prob_shape), decltype(cta_tiler), cute::half_t, decltype(sA), decltype(mmaC)>;
  dim3 dimCluster(2, 1, 1);
  cutlass::ClusterLaunchParams params = {dimGrid, dimBlock, dimCluster, 0};
  cutlass::Status status = cutlass::launch_kernel_on_cluster(params, (void const*) kernel_ptr,
                                                             prob_shape, cta_tiler, A, sA, mmaC);
  CUTE_CHECK_LAST();
}

int main(int argc, char** argv)
{
  thrust::host_vector<float> h_A(1024);
  double gflops = 2.0;
  GPU_Clock timer;
  timer.start();
  return 0;
}
