// examples/cute/tutorial/sgemm_sm80.cu's pattern: main() calls a dispatcher, which returns the overload of gemm_nt that
// its element type picks, as C++ does: the half_t one, more specialized than the template. The template is not checked
// (the program as written never instantiates it); the half_t one is, at each of main's two calls. main's ldA, assigned
// in its branches, is a run-time size there, as where the function is read on its own.
#include <cstdio>
#include <cassert>
#include <thrust/device_vector.h>
#include <cute/tensor.hpp>
using namespace cute;

template <class TA>
void gemm_nt(int m, TA const* A, int ldA)
{
  prove generic_overload: m == 0
}

void gemm_nt(int m, cute::half_t const* A, int ldA)
{
  if (m % 128 != 0) { return; }
  prove half_overload: m % 64 == 0
  prove leading_dimension_is_a_size: ldA >= 1
}

template <class TA>
void gemm(char transA, int m, TA const* A, int ldA)
{
  if (transA == 'N') {
    return gemm_nt(m, A, ldA);
  }
  assert(false && "Not implemented");
}

int main(int argc, char** argv)
{
  int m = 5120;
  if (argc >= 2)
    sscanf(argv[1], "%d", &m);
  char transA = 'N';
  int ldA = 0;
  if (transA == 'N') {
    ldA = m;
  } else {
    assert(false);
  }
  using TA = cute::half_t;
  thrust::device_vector<TA> d_A(m);
  gemm(transA, m, d_A.data().get(), ldA);
  for (int i = 0; i < 10; ++i) {
    gemm(transA, m, d_A.data().get(), ldA);
  }
  return 0;
}
