// A C++ declaration that fails breaks its name, also where it declares the name again (in an inner block here: C++
// declares a name once per scope): a property reading it is reported as not checked (never proved against the earlier
// declaration, never dropped from the count).
#include <cute/tensor.hpp>
using namespace cute;

// declared, never defined in the file: its value is not followed
int foo(int);

void host(int m, int n) {
  auto bad = foo(m);
  {
    auto bad = make_shape(m, n);
    prove b: size(bad) == m*n
  }
  auto good = make_shape(m, n);
  {
    auto good = foo(m);
    prove c: size(good) == m*n
  }
  prove d: m >= 1
}
