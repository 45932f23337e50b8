// Preprocessor conditionals: #if 0 and #if 1 choose a branch; a condition the text reader did not know (#ifdef X,
// #if defined(X), #elif X) may have compiled either branch (it read each, a guard in one not holding after it).
//
// Through clang the preprocessor is the compiler's, with the user's flags: a branch is compiled or it is not. The guard
// under #ifdef NOT_DEFINED_ANYWHERE is not compiled (M >= 4 is refuted: the text reader said UNKNOWN, and before it
// proved it), b is the #else branch's (the text reader: not known), and with sm_90a the SM100 branch is not compiled
// (its property is not reached, and no c is declared after it).
#include <iostream>
#include <cute/tensor.hpp>
using namespace cute;

void host(int M) {
  assume M >= 1 && M <= 8
#ifdef NOT_DEFINED_ANYWHERE
  if (M < 4) return;
#endif
  expect refuted guard_not_compiled: M >= 4
#if 1
  int a = 1;
#else
  if (M < 6) return;
  int a = 2;
#endif
  expect refuted else_not_compiled: M >= 6
  prove a_is_1: a == 1
#if 0
  int b = 0;
#elif defined(X)
  int b = 1;
#else
  int b = 2;
#endif
  prove b_known: b == 2
#if defined(CUTLASS_ARCH_MMA_SM100_SUPPORTED)
  int c = M * 2;
  prove in_branch: c % 2 == 0
#else
  std::cout << "waived" << std::endl;
#endif
}
