// C++'s / and % truncate toward zero: (M - 8) / 4 is -1 at M = 1 (the spec language's floor gives -2).
#include <cute/tensor.hpp>
using namespace cute;

void host(int M) {
  assume M <= 16
  int v = (M - 8) / 4;
  expect refuted truncated_quotient: v * 4 <= M - 8
  prove never_below_minus_one: v >= -1
  int w = (M - 8) % 4;
  expect refuted remainder_has_the_sign_of_the_dividend: w >= 0
  int t = (M + M);
  prove parentheses_group: t == 2 * M
  // a spec line's / is the spec language's, which floors
  prove spec_language_floors: (M - 8) / 4 >= -2
}
