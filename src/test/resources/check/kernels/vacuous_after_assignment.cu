// A guard's assumption keeps the value it read: t is assigned after the guard, and the code after if (M == t) return;
// with t = M is unreachable (an input error, not a counterexample with t free).
#include <cute/tensor.hpp>
using namespace cute;

void host(int q, int M) {
  assume M <= 16
  int t = M;
  if (M == t) return;
  t = t + 1;
  prove unreachable: M < 0
}
