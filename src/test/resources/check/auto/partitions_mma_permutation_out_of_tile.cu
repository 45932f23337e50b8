// Injected bug: the TiledMMA's M permutation was meant to interleave two 16-row halves (Stride<_2,_1>) and was typed
// Stride<_1,_32>: its 32 rows land on rows 0..15 and 32..47 of a 32-row tile, so rows 16..31 of A and C are never
// computed and the threads write past the tile.
#include <cute/tensor.hpp>
using namespace cute;

template <class TiledMma>
__global__ void gemm_device(TiledMma mma)
{
}

void gemm_host()
{
  auto mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{},
                            Tile<Layout<Shape<_16,_2>, Stride<_1,_32>>, _32, _16>{});
  gemm_device<<<dim3(64, 64), 128>>>(mma);
}
