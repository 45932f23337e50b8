// A host guard as the Blackwell tutorials write it, with plain parameters: the guard's divisibility is substituted (the
// tile property is proved fast) and M keeps its positivity (an equation M == 128 * ceil_div(M, 128) let M = -128 in).
#include <cute/tensor.hpp>
using namespace cute;

void host(int M, int N, int K) {
  auto shape_MNK = make_shape(M, N, K);
  auto mma_tiler = make_shape(Int<128>{}, Int<256>{}, Int<64>{});
  if (not evenly_divides(shape_MNK, mma_tiler)) {
    return;
  }
  Layout layout_A = make_layout(make_shape(M, K), make_stride(K, Int<1>{}));
  prove tiles: size(layout_A) % (128 * 64) == 0
  prove m_pos: M >= 128
  int flag = 0;
  if ((M % 256) || (K % 128)) { return; }
  prove m256: M % 256 == 0
}

void other(int M, int K) {
  assume evenly_divides(make_shape(M, K), make_shape(Int<128>{}, Int<64>{}))
  prove positive_after_assumption: M >= 1
}
