// threadIdx.x and blockIdx.x of a launch, a chained member call on a call's result.
#include <cute/tensor.hpp>
#include <cute/atom/copy_atom.hpp>
using namespace cute;

__global__ void kern(cute::half_t const* A, int M) {
  TiledCopy copy_a = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, cute::half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{});
  Tensor mA = make_tensor(make_gmem_ptr(A), make_shape(M, Int<64>{}), make_stride(Int<64>{}, Int<1>{}));
  Tensor gA = local_tile(mA, make_shape(Int<128>{}, Int<64>{}), make_coord(blockIdx.x, 0));
  Tensor tAgA = copy_a.get_slice(threadIdx.x).partition_S(gA);
  prove in_bounds: forall v in [0,8), i in [0,8): tAgA(v, i, 0) < M*64
  prove vector: forall v in [0,8): tAgA(v, 0, 0) % 8 == v
}

void host(cute::half_t const* A, int M) {
  if (M % 128 != 0 || M > 65536) { return; }
  kern<<<M / 128, 128>>>(A, M);
}
