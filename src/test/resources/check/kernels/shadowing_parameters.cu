// A loop variable or a C++ declaration that declares a parameter's name again (or another loop's variable) would be
// the same variable as the outer one to the text reader: the outer guards would constrain it and a property could be
// proved for values the inner one never takes (all three below were proved; then input errors).
//
// Through clang each name is the variable C++ declares there: the three are read of the inner variable and refuted
// (k is 1 in the loop's second iteration, 3 in the block, i is 1 in the inner loop's second iteration).
#include <cute/tensor.hpp>
using namespace cute;

void host(int k, int N) {
  assume k % 64 == 0
  for (int k = 0; k < 4; ++k) {
    expect refuted loop_k_is_zero: k == 0
  }
  {
    int k = 3;
    expect refuted declared_k_mult_64: k % 64 == 0
  }
  for (int i = 0; i < N; ++i) {
    if (i % 2 != 0) { return; }
    for (int i = 0; i < 4; ++i) {
      expect refuted inner_i_even: i % 2 == 0
      // a property that does not read the shadowed name is checked, under the outer guard as it was stated
      prove outer_guard_kept: k % 64 == 0
    }
  }
}
