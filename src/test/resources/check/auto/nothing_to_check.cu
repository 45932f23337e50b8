// A kernel with no CuTe structure: no shared storage, no TiledMMA or TiledCopy, no collective.
#include <cute/tensor.hpp>

__global__ void scale(float* x, float a)
{
  x[threadIdx.x] *= a;
}

void scale_host(float* x)
{
  scale<<<1, 128>>>(x, 2.0f);
}
