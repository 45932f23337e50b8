#include <cute/tensor.hpp>
#include <iostream>
using namespace cute;
template <class L, class C> void so(const char* lname, const char* cname, L const& l, C const& c) {
  auto r = slice_and_offset(c, l);
  std::cout << "slice_and_offset(" << lname << "," << cname << ")|{" << get<1>(r) << "} o " << get<0>(r) << "\n";
}
int main() {
  auto L864 = make_layout(make_shape(_8{}, _64{}), make_stride(_64{}, _1{}));
  auto S1 = composition(Swizzle<3,4,3>{}, L864);
  const char* s1 = "Sw<3,4,3> o 0 o (8,64):(64,1)";
  so(s1, "(2,_)", S1, make_coord(Int<2>{},_));
  so(s1, "(5,_)", S1, make_coord(Int<5>{},_));
  so(s1, "(_,3)", S1, make_coord(_,Int<3>{}));
  so(s1, "(_,17)", S1, make_coord(_,Int<17>{}));
  so(s1, "(_,_)", S1, make_coord(_,_));
  auto S2 = composition(Swizzle<2,4,3>{}, make_layout(make_shape(_8{}, Int<32>{}), make_stride(Int<32>{}, _1{})));
  const char* s2 = "Sw<2,4,3> o 0 o (8,32):(32,1)";
  so(s2, "(3,_)", S2, make_coord(Int<3>{},_));
  so(s2, "(_,9)", S2, make_coord(_,Int<9>{}));
  auto S3 = composition(Swizzle<3,3,3>{}, make_layout(make_shape(_8{}, make_shape(_8{},_8{})), make_stride(_8{}, make_stride(_1{},_64{}))));
  const char* s3 = "Sw<3,3,3> o 0 o (8,(8,8)):(8,(1,64))";
  so(s3, "(6,_)", S3, make_coord(Int<6>{},_));
  so(s3, "(_,(_,5))", S3, make_coord(_,make_coord(_,Int<5>{})));
  so(s3, "(4,(_,3))", S3, make_coord(Int<4>{},make_coord(_,Int<3>{})));
  auto S4 = composition(Swizzle<1,4,3>{}, make_layout(make_shape(Int<16>{}, Int<16>{}), make_stride(Int<16>{}, _1{})));
  const char* s4 = "Sw<1,4,3> o 0 o (16,16):(16,1)";
  so(s4, "(9,_)", S4, make_coord(Int<9>{},_));
  so(s4, "(_,7)", S4, make_coord(_,Int<7>{}));
  auto S5 = composition(Swizzle<3,4,3>{}, 32, L864);
  so("Sw<3,4,3> o 32 o (8,64):(64,1)", "(3,_)", S5, make_coord(Int<3>{},_));
  auto S6 = composition(Swizzle<2,4,-3>{}, make_layout(make_shape(_4{},Int<32>{})));
  so("Sw<2,4,-3> o 0 o (4,32):(1,4)", "(_,5)", S6, make_coord(_,Int<5>{}));
  so("Sw<2,4,-3> o 0 o (4,32):(1,4)", "(2,_)", S6, make_coord(Int<2>{},_));
}
