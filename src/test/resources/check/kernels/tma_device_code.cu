// TMA device code of a Hopper GEMM as written: structured bindings (auto [M, N, K] = ...; auto [tAgA, tAsA] =
// tma_partition(...)), the TMA coordinate tensor from tma_a.get_tma_tensor, local_tile with a projection. As in the
// Hopper tutorial, the host makes the TMA atom and the kernel partitions.
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/copy_traits_sm90_tma.hpp>
using namespace cute;

template <class TmaA, class SmemLayoutA>
__global__ void gemm_device(int m, int n, int k, TmaA tma_a, SmemLayoutA sA_layout) {
  auto shape_MNK = make_shape(m, n, k);
  auto [M, N, K] = shape_MNK;
  auto cta_tiler = make_shape(Int<128>{}, Int<128>{}, Int<64>{});
  extern __shared__ char shared_memory[];
  Tensor sA = make_tensor(make_smem_ptr(reinterpret_cast<half_t*>(shared_memory)), sA_layout);
  Tensor mA = tma_a.get_tma_tensor(make_shape(M,K));                   // (M,K) TMA Tensor
  auto cta_coord = make_coord(blockIdx.x, blockIdx.y, _);              // (m,n,k)
  Tensor gA = local_tile(mA, cta_tiler, cta_coord, Step<_1, X,_1>{});  // (BLK_M,BLK_K,k)
  auto [tAgA, tAsA] = tma_partition(tma_a, Int<0>{}, Layout<_1>{},
                                    group_modes<0,2>(sA), group_modes<0,2>(gA));  // (TMA,k) and (TMA,PIPE)
  auto K_PIPE_MAX = size<1>(tAsA);
  prove pipes: K_PIPE_MAX == 3 && size<1>(tAgA) == K/64
  prove sizes: M == m && N == n
}

void gemm(half_t const* A, int m, int n, int k) {
  if (m % 128 != 0 || m > 65536 || k % 64 != 0 || k > 65536 || n > 65536) { return; }
  auto sA = tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{}, make_shape(Int<128>{}, Int<64>{}, Int<3>{}));
  Tensor mA_host = make_tensor(A, make_shape(m,k), make_stride(Int<1>{}, m));
  Copy_Atom tma_a = make_tma_atom(SM90_TMA_LOAD{}, mA_host, sA(_,_,0), make_shape(Int<128>{}, Int<64>{}));
  dim3 grid(m / 128, ceil_div(n, 128));
  gemm_device<<<grid, 128>>>(m, n, k, tma_a, sA);
}
