// A kernel parameter named like a spec parameter cannot take its argument: what reads it is not checked (it was
// proved against the spec's M, though this launch passes 1000).
//
// Through clang the kernel's M is its C++ parameter, bound to the launch's 1000: the property reads it and is refuted
// at its launch (the text reader could not bind it and made it an input error; neither proves it against the spec's M).
#include <cute/tensor.hpp>
using namespace cute;

param M where M <= 256
__global__ void kern3(int M) {
  expect refuted shadow_le: M <= 256
}
void host(int q) { kern3<<<1, 32>>>(1000); }
