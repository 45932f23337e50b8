// C++ reads as C++ computes it, never a different meaning (each property below was PROVED before, though C++ computes
// otherwise): conversions to unsigned and narrow types wrap, CuTe's ceil_div is (a + b - 1) / b.
//
// Through clang, |, a < b < c and octal literals (input errors in the text reader, which could not read them as C++
// does) are C++ with C++'s meaning: M | 1 >= 1 and 010 == 8 are proved, and assert(-5 < M < 20) is ((-5 < M) < 20),
// always true.
#include <cute/tensor.hpp>
#include <tuple>
using namespace cute;

void host(int M) {
  assume M >= 1 && M <= 16
  unsigned K = M - 8;
  expect refuted unsigned_wraps: K < 100
  uint8_t X = M * 64;
  expect refuted uint8_wraps: X >= 64
  int16_t Y = M * 10000;
  expect refuted int16_wraps: Y > 0
  uint32_t A = M * 4;
  prove uint32_in_range_is_exact: A == 4 * M
  int T = ceil_div(M - 8, 4);
  expect refuted cute_ceil_div_truncates: M <= 4 -> T == -1
  int C = ceil_div(M, 4);
  prove ceil_div_of_a_positive_value: 4 * C >= M && 4 * (C - 1) < M
  int B = M | 1;
  prove bitwise_or_is_read: B >= 1
  int R = 010;
  prove octal_is_read: R == 8
  assert(-5 < M < 20);
  int x = M;
  int& r = x;
  r += 8;
  if (x < 8) { return; }
  expect refuted written_through_a_reference: M >= 8
  int y = 0;
  int z = 0;
  std::tie(y, z) = std::make_pair(M, M);
  expect refuted written_through_tie: y == 0
}
