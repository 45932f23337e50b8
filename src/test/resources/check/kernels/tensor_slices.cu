// A mainloop's tensor idioms (a kernel-author pass over examples/cute/tutorial/sgemm_sm70.cu): a partition sliced with
// _ to its k-tile, tAgA(_,_,_,k_tile), is a tensor whose offset advances by the k-tile's, and size(tensor) is its
// layout's size.
#include <cute/tensor.hpp>
#include <cute/atom/copy_atom.hpp>
using namespace cute;

__global__ void kern(float const* A, int K) {
  int t = threadIdx.x;
  int k = blockIdx.x;
  Tensor gA = local_tile(make_tensor(make_gmem_ptr(A), make_shape(128, K)), make_shape(Int<128>{}, Int<8>{}), make_coord(0, _));
  TiledCopy copy_a = make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, float>{}, Layout<Shape<_32,_8>>{}, Layout<Shape<_4,_1>>{});
  Tensor tAgA = copy_a.get_slice(t).partition_S(gA);
  Tensor tAgA_k = tAgA(_,_,_,k);
  prove one_vector_per_k_tile: size(tAgA_k) == 4 && rank(tAgA_k) == 3 && shape(tAgA_k) == ((4,1),1,1)
  prove all_k_tiles: size(tAgA) == 4*(K/8) && cosize(tAgA_k) == 4
  prove the_slice_reads_the_same_elements: forall v in [0,4): tAgA_k(v,0,0) == tAgA(v,0,0,k)
  prove the_k_tile_advances_by_its_columns: tAgA_k(0,0,0) == tAgA(_,_,_,0)(0,0,0) + 1024*k
  expect refuted wrong_k_tile_stride: tAgA_k(0,0,0) == tAgA(_,_,_,0)(0,0,0) + 128*k
  ThrCopy thr_copy = copy_a.get_slice(t);
  expect refuted thread_offset_forgotten: partition_S(thr_copy, gA)(0,0,0,k) == 1024*k
  // a swizzled smem partition sliced to its pipe stage at a thread's symbolic offset (sgemm_sm80's tAsA(_,_,_,k_pipe))
  int u = threadIdx.x % 128;
  auto sA_layout = composition(Swizzle<3,3,3>{}, make_layout(make_shape(Int<128>{}, Int<64>{}, Int<3>{}), make_stride(Int<64>{}, Int<1>{}, Int<8192>{})));
  __shared__ half_t smem[cosize_v<decltype(sA_layout)>];
  Tensor sA = make_tensor(make_smem_ptr(smem), sA_layout);
  TiledCopy copy_s = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{});
  Tensor tAsA = copy_s.get_slice(u).partition_D(sA);
  prove swizzled_pipe_slice: forall v in [0,8), m in [0,8): tAsA(_,_,_,1)(v,m,0) == tAsA(v,m,0,1)
}

void host(float const* A, int K) {
  if (K % 8 != 0) return;
  kern<<<K / 8, 256>>>(A, K);
}
