// A tensor (make_tensor) keeps its offset through the divides and when sliced with _ (tiled_copy.cu's
// tiled_tensor_S(make_coord(_,_), blockIdx.x, blockIdx.y)): CuTe's 16512 (= 1*128 + 1*64*256) at block (1,1).
#include <cute/tensor.hpp>
using namespace cute;

void host(float const* A) {
  auto S = tiled_divide(make_tensor(make_gmem_ptr(A), make_layout(make_shape(256, 512))), make_shape(Int<128>{}, Int<64>{}));
  auto t1 = S(make_coord(_,_), 1, 1);
  auto t2 = S(_, 1, 1);
  prove p1: t1(0) == 16512
  prove p2: t2(0) == 16512
  prove p3: S(_, 1, 1)(0) == 16512
  prove p4: S(0,1,1) == 16512
}
