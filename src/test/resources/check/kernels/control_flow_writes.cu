// Control flow and writes that C++ reads otherwise than straight-line code (each was a false PROVED or a spurious
// counterexample before): assignments inside expressions and loop heads, values a loop carries to its next iteration,
// a loop or while whose path leaves, an if's initializer, a goto, casts, and the !a % b of C++.
//
// Through clang the writes are followed, so what the text reader made input errors ('x' is assigned) is checked:
// x++ leaves x == 2, a loop-carried x and a loop head's ++j are 1 at the second iteration (refuted, as C++ runs them).
#include <cute/tensor.hpp>
using namespace cute;

void post_increment() {
  int x = 1;
  int y = x++;
  expect refuted x_after_post_increment: x == 1
}
void loop_carried() {
  int x = 0;
  for (int k = 0; k < 4; ++k) {
    // a value the loop changes is any value of its type in the loop: UNKNOWN (C++ refutes it at k = 1)
    prove loop_carried_value: x == 0
    x += 1;
  }
}
void loop_head_writes() {
  int j = 0;
  for (int k = 0; k < 4; ++k, ++j) {
    prove written_in_the_head: j == 0
  }
}
void loop_return() {
  for (int k = 0; k < 8; ++k) {
    if (k == 3) { return; }
    // no iteration past k = 3 runs: true in C++, UNKNOWN here (a loop a path leaves is not followed past its first
    // iteration), as the text reader said
    prove later_iteration_may_not_run: k < 3
  }
}
void while_body(int M) {
  assume M >= 1 && M <= 16
  while (M < 4) {
    // the while's condition holds in its body (the text reader did not assume it: UNKNOWN)
    prove while_condition_not_assumed: M < 4
    return;
  }
}
void if_initializer(int M) {
  assume M >= 1 && M <= 16
  if (int t = M - 4; t < 0) { return; }
  prove after_an_if_initializer: M >= 4
}
void jumped(int M) {
  assume M >= 1 && M <= 16
  goto done;
  if (M < 4) { return; }
done:
  // the goto jumps over the guard
  expect refuted after_a_goto: M >= 4
  return;
}
void casts(int M) {
  assume M >= 1 && M <= 16
  int x = static_cast<uint8_t>(M * 64);
  expect refuted cast_wraps: x == M * 64
}
void not_precedence(int M) {
  assume M >= 1 && M <= 16
  // !M % 4 is (!M) % 4 in C++: 0 for every M >= 1, so the guard never returns (M % 4 != 0 is false at M = 4)
  if (!M % 4) { return; }
  expect refuted not_binds_tighter: M % 4 != 0
}
