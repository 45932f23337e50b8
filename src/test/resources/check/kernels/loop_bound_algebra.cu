// A loop bounded by an algebra result (size<1>(zd), 1 for K <= 8) keeps k = 0: its range's constant lower bound was
// lost inside the case split of the bound, so K > 8 was proved (the loop runs at K = 1 with k = 0).
#include <cute/tensor.hpp>
using namespace cute;

void loops(int K, int M, int N) {
  auto zd = zipped_divide(make_layout(K), Int<8>{});
  for (int k = 0; k < size<1>(zd); k++) {
    expect refuted runs_for_small_K: K > 8
  }
  assume M <= 16 && N <= 16
  auto t = (M != N ? M : N) * 0;
  for (int j = 0; j <= t; j++) {
    expect refuted runs_once: M < 0
  }
}
