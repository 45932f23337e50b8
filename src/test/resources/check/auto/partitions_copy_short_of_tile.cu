// Injected bug: a TiledCopy built from its thread-value layout (make_tiled_copy_impl) whose tile was doubled to 16 x 128
// while its 128 threads still move 8 halves each: half of every tile is never copied.
#include <cute/tensor.hpp>
using namespace cute;

template <class TiledCopyA>
__global__ void copy_device(TiledCopyA copy_a)
{
}

void copy_host()
{
  auto copy_a = make_tiled_copy_impl(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>{},
                                     Layout<Shape<Shape<_8,_16>,_8>, Stride<Stride<_128,_1>,_16>>{},
                                     Tile<_16,_128>{});
  copy_device<<<dim3(64, 64), 128>>>(copy_a);
}
