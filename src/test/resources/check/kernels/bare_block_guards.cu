// A bare block { ... } always runs, so what a guard in it assumes holds after it, as in C++ (the two properties below
// were refuted at N = 1 and M = 1, counterexamples C++ never reaches), of a name the block declared as its value there.
#include <cute/tensor.hpp>
using namespace cute;

void host(int N, int M) {
  {
    if (N % 2 != 0) { return; }
    int inner = M * 4;
    if (inner % 64 != 0) { return; }
  }
  prove even_after_bare_block: N % 2 == 0
  // the guard on the block's own 'inner' (4 * M) holds after the block too, of the value inner had
  prove inner_guard_carried: M % 16 == 0
  if (M > 100) {
    if (M % 3 != 0) { return; }
  }
  // a guard under an if holds only where the if ran: not after it
  expect refuted if_guard_not_carried: M % 3 == 0
  // an if's body runs where its condition holds (it was refuted at M = 1, which never enters it)
  if (M % 64 == 0) {
    prove condition_holds_in_the_body: M % 32 == 0
  }
  // what the body's exits assume holds after it where the condition held
  if (M > 200) {
    if (M % 5 != 0) { return; }
  }
  prove implied_after_the_if: M > 200 -> M % 5 == 0
}
