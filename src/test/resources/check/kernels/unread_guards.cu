// A guard that leaves the function but does not read, though it reads the sizes (here through a function whose value
// is not followed), may exclude a counterexample: C++ never reaches the property with those values. Such a
// counterexample is UNKNOWN, naming the guard, never REFUTED. A guard on run-time state that is no size (a CUDA status)
// changes nothing.
//
// Through clang a status an unfollowed function returns may always be an error: the property after its guard may never
// run, so its counterexample is UNKNOWN too (the text reader refuted it). A loop whose path leaves the function is
// UNKNOWN as before; the else-if chain's guards hold after it (PROVED; the text reader said UNKNOWN).
#include <cassert>
#include <cute/tensor.hpp>
using namespace cute;

// declared, not defined in the file: their values are not followed
int unknown_function(int);
cudaError_t cuda_status();

void host(int M) {
  auto K = unknown_function(M);
  if (K % 128 != 0) { return; }
  prove after_an_unread_guard: M % 2 == 0
}

void bare(int M) {
  {
    auto tile = unknown_function(M);
    if (tile % 2 != 0) { return; }
  }
  prove after_a_bare_block: M % 2 == 0
}

void status(int M) {
  cudaError_t error = cuda_status();
  if (error != cudaSuccess) { return; }
  prove after_a_status_check: M % 2 == 0
}

void else_chain(int M, int N) {
  if (M > 4) { return; } else if (N > 2) { return; }
  prove after_an_else_that_leaves: N <= 2
}

void loop_leaves(int N) {
  for (int k = 0; k < 4; ++k) {
    if (N > 2 + k) { return; }
  }
  prove after_a_loop_that_leaves: N <= 2
}

// An if-else chain on conditions that read no size (a character): the code after it is reached for any size, so its
// counterexamples stand.
void sizeless_chain(int N, char transA) {
  int ld = 0;
  if (transA == 'N') {
    ld = 1;
  } else if (transA == 'T') {
    ld = 2;
  } else {
    assert(false);
  }
  expect refuted after_a_sizeless_chain: N % 2 == 0
}
