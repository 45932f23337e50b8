// A guard restricts and never widens: after if (N < 0) return; N is still a positive integer (N = 0 was let in). A
// kernel launched before its definition is checked; its properties were dropped.
#include <cute/tensor.hpp>
using namespace cute;

__global__ void kern5(int n, int t);

void host(int q, int N) {
  assume N <= 16
  if (N < 0) return;
  prove still_positive: N >= 1
  kern5<<<1, 32>>>(N, 3);
}

__global__ void kern5(int n, int t) {
  // n is the launch's N
  expect refuted checked_at_its_launch: n <= 8
}
