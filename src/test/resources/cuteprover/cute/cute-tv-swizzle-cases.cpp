#include <cute/tensor.hpp>
#include <iostream>
using namespace cute;
template <class D, class TV, int T> void part(const char* dn, const char* tvn, D data, TV t) {
  auto c = composition(data, t);
  auto r = slice_and_offset(make_coord(Int<T>{}, _), c);
  std::cout << "partition(" << dn << "," << tvn << "," << T << ")|{" << get<1>(r) << "} o " << get<0>(r) << "\n";
}
int main() {
  auto TV = make_layout(make_shape(make_shape(_4{},_8{}),_2{}), make_stride(make_stride(Int<16>{},_1{}),_8{}));
  const char* tvn = "((4,8),2):((16,1),8)";
  auto SW = composition(Swizzle<3,0,3>{}, make_layout(make_shape(_8{},_8{})));
  const char* swn = "Sw<3,0,3> o 0 o (8,8):(1,8)";
  std::cout << "composition(" << swn << "," << tvn << ")|" << composition(SW, TV) << "\n";
  part<decltype(SW), decltype(TV), 0>(swn, tvn, SW, TV);
  part<decltype(SW), decltype(TV), 1>(swn, tvn, SW, TV);
  part<decltype(SW), decltype(TV), 6>(swn, tvn, SW, TV);
  part<decltype(SW), decltype(TV), 31>(swn, tvn, SW, TV);
  auto TV2 = make_layout(make_shape(make_shape(_8{},_16{}),_8{}), make_stride(make_stride(Int<128>{},_1{}),Int<16>{}));
  const char* tv2n = "((8,16),8):((128,1),16)";
  auto SM = composition(Swizzle<3,4,3>{}, make_layout(make_shape(Int<16>{},Int<64>{}), make_stride(Int<64>{},_1{})));
  const char* smn = "Sw<3,4,3> o 0 o (16,64):(64,1)";
  std::cout << "composition(" << smn << "," << tv2n << ")|" << composition(SM, TV2) << "\n";
  part<decltype(SM), decltype(TV2), 0>(smn, tv2n, SM, TV2);
  part<decltype(SM), decltype(TV2), 9>(smn, tv2n, SM, TV2);
  part<decltype(SM), decltype(TV2), 77>(smn, tv2n, SM, TV2);
}
