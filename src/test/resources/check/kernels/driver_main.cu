// A kernel file's main() as CUTLASS's tutorials write it (examples/cute/tutorial/tiled_copy.cu): it reads its sizes from
// the command line, allocates, initializes, launches the kernel and verifies. Its statements with no layout meaning are
// not errors; the kernel is checked at the launch, for every size the command line may give.
#include <cstdio>
#include <iostream>
#include <thrust/host_vector.h>
#include <thrust/device_vector.h>
#include <cute/tensor.hpp>
#include <cutlass/util/GPU_Clock.hpp>
using namespace cute;

template <class TensorS, class ThrLayout>
__global__ void copy_kernel(TensorS S, ThrLayout)
{
  Tensor tile_S = S(make_coord(_, _), blockIdx.x, blockIdx.y);
  Tensor thr_tile_S = local_partition(tile_S, ThrLayout{}, threadIdx.x);
  prove values_per_thread: size(thr_tile_S) == 16
  prove inside_S: forall i in [0, size(thr_tile_S)): thr_tile_S(i) < size(S)
  expect refuted fits_the_default_size: forall i in [0, size(thr_tile_S)): thr_tile_S(i) < 128 * 1024
}

// the tutorial's initialization, declared (its body is not about layouts)
template <class T> void initialize_tensor(T const&);

int main(int argc, char** argv)
{
  int n = 1024;
  if (argc >= 2)
    sscanf(argv[1], "%d", &n);

  int ldA = 0, ldB = 128, ldC = n;
  prove declarators_one_each: ldB == 128 && ldC == n && ldA == 0
  using Element = float;
  thrust::host_vector<Element> h_S(128 * n);
  for (size_t i = 0; i < h_S.size(); ++i) {
    h_S[i] = static_cast<Element>(i);
  }
  thrust::device_vector<Element> d_S = h_S;
  double gbytes = 128.0 * n * sizeof(Element) * 1e-9;

  Tensor tensor_S = make_tensor(make_gmem_ptr(thrust::raw_pointer_cast(d_S.data())), make_layout(make_shape(128, n)));
  auto block_shape = make_shape(Int<128>{}, Int<64>{});
  if (not evenly_divides(shape(tensor_S), block_shape)) {
    std::cerr << "The block shape must divide the tensor shape." << std::endl;
    return -1;
  }
  expect refuted n_is_its_default: n == 1024
  Tensor tiled_tensor_S = tiled_divide(tensor_S, block_shape);
  Layout thr_layout = make_layout(make_shape(Int<32>{}, Int<16>{}));
  dim3 gridDim(size<1>(tiled_tensor_S), size<2>(tiled_tensor_S));
  dim3 blockDim(size(thr_layout));
  copy_kernel<<<gridDim, blockDim>>>(tiled_tensor_S, thr_layout);

  cudaError result = cudaDeviceSynchronize();
  if (result != cudaSuccess) {
    std::cerr << "CUDA Runtime error: " << cudaGetErrorString(result) << std::endl;
    return -1;
  }
  GPU_Clock timer;
  timer.start();
  initialize_tensor(tensor_S);
  return 0;
}
