// A run-time size stands for any int, 1 included: at M = 1, CuTe's compact layouts give the size-1 mode the stride 0
// when it is static (make_layout(make_shape(_1{}, 2)) = (_1,2):(_0,_1)). These were PROVED for every M before, though
// false at M = 1; what the layout maps inside its domain is the same either way.
//
// Through clang, make_layout(make_shape(M, 2)) of a run-time M is (int,int):(_1,int): CuTe keeps the stride 1 and M at
// M = 1 (the compiler's type says so). The four properties the text reader refuted at M = 1 read a static 1 in place of
// the run-time one; what C++ computes is stated here (true at every M). The checks read a run-time 1 as a static one
// and make these UNKNOWN (a counterexample the compiler's type does not allow), never REFUTED.
#include <cute/tensor.hpp>
using namespace cute;

void host(int M) {
  assume M >= 1 && M <= 4
  auto L = make_layout(make_shape(M, 2));
  prove stride_at_one: stride(L) == (1, M)
  prove same_layout_at_one: L == (M,2):(1,M)
  expect refuted extended_domain_at_one: L(2, 1) == M + 2
  prove in_domain: forall m in [0, M), n in [0, 2): L(m, n) == m + M * n
  auto R = make_layout(make_shape(2, M), LayoutRight{});
  prove row_major_at_one: stride<1>(R) == 1
  auto C = make_layout(make_shape(M, 2));
  prove pasted_at_one: stride<0>(C) == 1
}
