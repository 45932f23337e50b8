// A kernel parameter named like a spec parameter cannot take its argument: what reads it is not checked (it was
// proved against the spec's M, though this launch passes 1000).
#include <cute/tensor.hpp>
using namespace cute;

param M where M <= 256
__global__ void kern3(int M) {
  prove shadow_le: M <= 256
}
void host(int q) { kern3<<<1, 32>>>(1000); }
