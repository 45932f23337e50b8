// Injected bug: the TiledMMA grew to 4 x 2 atoms (256 threads) and the launch still says 128: the threads 128..255 the
// MMA's partitions count on never run, so half of C is never computed.
#include <cute/tensor.hpp>
using namespace cute;

template <class TiledMma>
__global__ void gemm_device(TiledMma mma)
{
}

void gemm_host()
{
  auto mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_4,_2,_1>>{});
  gemm_device<<<dim3(64, 64), 128>>>(mma);
}
