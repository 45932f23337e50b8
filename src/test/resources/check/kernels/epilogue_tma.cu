// CUTLASS's SM90 TMA epilogue (sm90_epilogue_tma_warpspecialized.hpp): the D store built as it is written, with the
// (M,N) epilogue tile and take<0,2> of the pipelined swizzled smem layout, then partitioned for one epilogue subtile.
#include <cute/tensor.hpp>
#include <cute/atom/copy_traits_sm90_tma.hpp>
#include <cute/atom/mma_atom.hpp>
using namespace cute;

using EpilogueTile = Shape<_64,_32>;
using SmemLayoutD = decltype(tile_to_shape(GMMA::Layout_MN_SW64_Atom<half_t>{}, make_shape(_64{}, _32{}, _2{}), Step<_1,_2,_3>{}));

void epilogue(cute::half_t* D, int M, int N, int L, int m, int n) {
  assume M % 64 == 0 && N % 32 == 0 && M <= 8192 && N <= 8192 && L <= 16 && m >= 0 && m < M/64 && n >= 0 && n < N/32
  Tensor mD = make_tensor(make_gmem_ptr(D), make_layout(make_shape(M, N, L), make_stride(Int<1>{}, M, M * N)));
  auto tma_store_d = make_tma_copy_C_sm90(SM90_TMA_STORE{}, mD, take<0,2>(SmemLayoutD{}), EpilogueTile{});
  Tensor gD = local_tile(tma_store_d.get_tma_tensor(make_shape(M, N, L)), make_shape(Int<64>{}, Int<32>{}), make_coord(m, n, 0));
  Tensor tDgD = tma_store_d.get_slice(0).partition_D(gD);
  prove d_store_starts_at_the_subtile: offset_of(tDgD) == (64*m, 32*n, 0)
  prove one_store_per_subtile: size<0>(tDgD) == 64*32
  expect refuted store_starts_at_the_tile_origin: offset_of(tDgD) == (64*m, 0, 0)
}
