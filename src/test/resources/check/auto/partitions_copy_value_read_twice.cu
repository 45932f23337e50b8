// Injected bug: a TiledCopy whose thread-value layout gives each thread 16 values where the tile holds 8 per thread:
// the value mode's second half has stride 0, so every thread copies its 8 halves twice (the tile is still covered,
// twice over: a wasted copy, or a race where the destination is written).
#include <cute/tensor.hpp>
using namespace cute;

template <class TiledCopyA>
__global__ void copy_device(TiledCopyA copy_a)
{
}

void copy_host()
{
  auto copy_a = make_tiled_copy_impl(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>{},
                                     Layout<Shape<_128, Shape<_8,_2>>, Stride<_8, Stride<_1,_0>>>{},
                                     Tile<_16,_64>{});
  copy_device<<<dim3(64, 64), 128>>>(copy_a);
}
