// cute::block_rank_in_cluster() of a launched kernel: the CTA's linear index in the launch's cluster (2 CTAs along x
// here), 0 for a launch without a cluster; so a property may hold at one launch and not at the other.
#include <cute/tensor.hpp>
#include <cutlass/cluster_launch.hpp>
using namespace cute;

template <class TA>
__global__ void kern(TA mA) {
  auto cluster_layout = make_layout(make_shape(Int<2>{}, Int<1>{}));
  auto coord = cluster_layout.get_flat_coord(int(cute::block_rank_in_cluster()));
  // a spec line reads C++ variables: the rank is one
  int cta_rank = cute::block_rank_in_cluster();
  int bx = blockIdx.x;
  prove rank_range: cta_rank < 2
  prove rank_is_x_parity: cta_rank == bx % 2
  expect refuted rank_zero: cta_rank == 0
}
void host(int x, int GM) {
  assume GM % 256 == 0
  Layout layout_A = make_layout(make_shape(GM, 64));
  dim3 dimBlock(128);
  dim3 dimCluster(2, 1, 1);
  dim3 dimGrid(GM / 128, 1);
  auto* kernel_ptr = &kern<decltype(layout_A)>;
  cutlass::ClusterLaunchParams params = {dimGrid, dimBlock, dimCluster, 0};
  cutlass::launch_kernel_on_cluster(params, (void const*) kernel_ptr, layout_A);
  kern<<<dimGrid, dimBlock>>>(layout_A);
}
