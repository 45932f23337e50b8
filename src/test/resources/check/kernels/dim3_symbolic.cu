// dim3 of symbolic sizes: gridDim.x is its first size wherever read (tiled_copy.cu names its grid gridDim), and a dim3
// declared again (in an inner block here: C++ declares a name once per scope) is read again: by C++ (blocks_x) and by
// a spec line (gridDim.x).
#include <cute/tensor.hpp>
using namespace cute;

void host(int M) {
  assume M % 64 == 0
  auto tiled = zipped_divide(make_layout(make_shape(M, 128)), make_shape(Int<32>{}, Int<64>{}));
  dim3 gridDim(size<1>(tiled));
  int blocks_x = gridDim.x;
  prove blocks: blocks_x == M / 32 * 2
  expect refuted wrong: blocks_x == M / 32
  {
    dim3 gridDim(size<1>(tiled) * 2);
    prove blocks2: gridDim.x == M / 32 * 4
  }
}
