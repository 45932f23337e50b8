// A kernel launched with an argument whose declaration did not read: the property reading the parameter names the
// argument and, through it, the declaration that did not read and why (not "a definition with errors").
//
// In C++ foo must be declared: it is declared without a body here, so its value is not followed (what reads it is
// UNKNOWN naming the call, where the text reader made the unknown name foo an input error).
#include <cute/tensor.hpp>
using namespace cute;

int foo(int);
auto tile = foo(3);
int derived = tile + 1;
__global__ void kern(int a) {
  prove reads_a: a > 0
}
void host() {
  kern<<<1, 1>>>(derived);
}
