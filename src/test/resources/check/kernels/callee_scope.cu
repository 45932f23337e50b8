// A function the file calls sees its parameters and the file's names, not its caller's locals (the callee read main's
// tile = 3 before: a false PROVED of tile == 3), a call picks the overload that takes its number of arguments, and a
// call whose value initializes a declaration is a call (check was read on its own, with m a positive size).
//
// Through clang: h(v) with a long v calls h(long) (C++'s overload resolution), at m = 20: either_overload is refuted
// there (the text reader could not tell h(int) from h(long) and made it UNKNOWN). g(int, int) is never called: it runs
// with free positive parameters, where m < 0 is refuted (the text reader did not check it). A spec line names C++
// variables, not macros: K is the variable K (4), which the #define after it does not change.
#include <cute/tensor.hpp>
using namespace cute;

int tile = 5;
void f(int m) {
  prove sees_the_files_tile: tile == 5
}
void g(int m, int n) {
  expect refuted two_parameters: m < 0
}
void g(int m) {
  prove one_parameter: m == 0
}
void h(int m) {
}
void h(long m) {
  expect refuted either_overload: m < 10
}
bool check(int m) {
  prove checked_at_the_call: m == 0
  return true;
}
int main(int argc, char** argv) {
  int tile = 3;
  bool ok = check(0);
  long v = 20;
  h(v);
  f(1);
  g(0);
  int K = 4;
#define K 7
  prove macro_not_read: K == 4
  return 0;
}
