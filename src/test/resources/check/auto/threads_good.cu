// The tutorials' launch: a block of size(mma) threads for a TiledMMA of 2 x 2 SM80 atoms (128 threads), and a TiledCopy
// of cp.async over the same 128 threads.
#include <cute/tensor.hpp>
using namespace cute;

template <class TiledMma, class TiledCopyA>
__global__ void gemm_device(TiledMma mma, TiledCopyA copy_a)
{
}

void gemm_host()
{
  auto mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{});
  auto copy_a = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>{},
                                Layout<Shape<_16,_8>, Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{});
  dim3 dimBlock(size(mma));
  dim3 dimGrid(64, 64);
  gemm_device<<<dimGrid, dimBlock>>>(mma, copy_a);
}
