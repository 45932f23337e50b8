// C++ where a reading missed a write, a guard or a property (each a false PROVED, a spurious counterexample or a
// property dropped without a word before): parenthesized lvalues, strings with escapes and brackets, a lambda whose
// body is on its own line, a call whose argument does not read, CUDA's unsigned indices, a guard that does not read,
// a global a callee writes, recursion, and properties in a struct's member functions.
//
// Through clang the writes are followed: y = 5 after the string is read (after_an_escaped_quote is refuted), g_m is 9
// after set_global() (refuted), M & 4 is read (the property after its guard is proved).
#include <cute/tensor.hpp>
#include <cassert>
using namespace cute;

int g_m = 4;
void set_global() {
  g_m = 9;
}
void recurse(int m) {
  expect refuted recursion_reaches_more: m < 10
  if (m < 100) { recurse(m + 1); }
}
void callee(int m) {
  expect refuted not_the_callers_m: m == 4
}
struct Kernel {
  void operator()(int m) {
    assert(m > 0);
  }
};
__global__ void kern(int n) {
  if (threadIdx.x - 1 < 32) { return; }
  int tx = threadIdx.x;
  expect refuted unsigned_index_wraps: tx >= 33
}
void edges(int M) {
  assume M >= 1 && M <= 16
  int x = 1;
  (x) = 2;
  expect refuted parenthesized_write: x == 1
  int y = 1;
  const char* s = "a\"//"; y = 5;
  expect refuted after_an_escaped_quote: y == 1
  auto f = [&](int t)
  {
    if (M < 8) return;
  };
  expect refuted a_lambda_is_no_block: M >= 8
  if (M & 4) { return; }
  prove after_a_guard_that_reads: M % 8 < 4
}
int main(int argc, char** argv) {
  set_global();
  expect refuted global_written_by_a_callee: g_m == 4
  recurse(5);
  int m = 4;
  callee(9L);
  kern<<<1, 64>>>(4);
  return 0;
}
