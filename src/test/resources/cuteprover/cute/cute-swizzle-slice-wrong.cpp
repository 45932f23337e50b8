#include <cute/tensor.hpp>
#include <iostream>
using namespace cute;
int main() {
  auto L864 = make_layout(make_shape(_8{}, _64{}), make_stride(_64{}, _1{}));
  auto S5 = composition(Swizzle<3,4,3>{}, Int<32>{}, L864);
  auto r = slice_and_offset(make_coord(Int<3>{},_), S5);
  std::cout << "{" << get<1>(r) << "} o " << get<0>(r) << "\n";
  auto sl = get<0>(r); int off = get<1>(r);
  for (int j = 0; j < 64; ++j) { int a = off + sl(j), b = S5(make_coord(3,j)); if (a != b) { std::cout << "j=" << j << " decayed " << a << " true " << b << "\n"; break; } }
}
