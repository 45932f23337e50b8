// A C++ declaration in an inner block declaring a name again (shadowing): the guards and the values stated under the
// outer declaration keep reading it, as C++ evaluated them where they stand.
#include <cute/tensor.hpp>
using namespace cute;

void host(int N) {
  int M = N * 64;
  if (M % 64 != 0) { return; }
  int S = size<0>(make_layout(make_shape(M, 2)));
  {
    int M = N;
    // the guard read M = 64N (always true): N is unconstrained, and this is false (it was proved, reading the guard on the inner M)
    expect refuted guard_is_on_the_outer_M: N % 64 == 0
    // S was 64N where it was declared (it was refuted, S read again with the inner M)
    prove deferred_keeps_the_outer_M: S % 64 == 0
    prove inner_M_is_the_new_one: M == N
  }
  prove outer_M_again: M == 64 * N
  for (int i = 0; i < 2; ++i) {
    int M = 3;
    // the guard on the outer M is not read as 3 % 64 != 0 (it was an "assumption can never hold" error)
    prove loop_body_reads_the_outer_guard: M == 3 && S == 128 * N / 2
  }
}
