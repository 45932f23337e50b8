// A host function the file calls that takes a non-const reference may write the variable passed (it was proved of
// its declared value before); a const reference, or a copy the callee assigns, leaves the caller's variable as it was.
#include <cute/tensor.hpp>
using namespace cute;

void read_size(int& m) {
  m = 100;
}
void keep(int const& m) {
}
void by_value(int c) {
  c = 7;
}
void host(int argc) {
  int m = 4;
  read_size(m);
  expect refuted written_by_reference: m == 4
  int n = 8;
  keep(n);
  prove const_reference_keeps: n == 8
  int c = 3;
  by_value(c);
  prove copy_assigned_in_callee: c == 3
}
