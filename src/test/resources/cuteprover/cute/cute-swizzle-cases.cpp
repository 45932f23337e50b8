#include <cute/tensor.hpp>
#include <iostream>
#include <sstream>
using namespace cute;
template <class T> std::string str(T const& t) { std::ostringstream os; os << t; return os.str(); }
template <class Sw> void raw(const char* name, Sw sw) {
  int offs[] = {0, 1, 37, 100, 200, 255, 511, 1000, 1023, 4095, 5000};
  for (int o : offs) std::cout << "eval(" << name << "," << o << ")|" << sw(o) << "\n";
}
template <class C> void comp(std::string name, C c, std::initializer_list<int> idx) {
  std::cout << name << "|" << c << "\n";
  std::cout << "size(" << name << ")|" << size(c) << "\n";
  std::cout << "cosize(" << name << ")|" << cosize(c) << "\n";
  std::cout << "rank(" << name << ")|" << rank(c) << "\n";
  for (int i : idx) std::cout << "eval(" << name << "," << i << ")|" << c(i) << "\n";
}
int main() {
  raw("Sw<2,4,3>", Swizzle<2,4,3>{});
  raw("Sw<3,4,3>", Swizzle<3,4,3>{});
  raw("Sw<3,3,3>", Swizzle<3,3,3>{});
  raw("Sw<1,4,3>", Swizzle<1,4,3>{});
  raw("Sw<2,4,-3>", Swizzle<2,4,-3>{});
  raw("Sw<3,3,-4>", Swizzle<3,3,-4>{});
  raw("Sw<2,1,5>", Swizzle<2,1,5>{});
  std::cout << "Sw<2,1,5>|" << Swizzle<2,1,5>{} << "\n";
  auto L864 = make_layout(make_shape(_8{}, _64{}), make_stride(_64{}, _1{}));
  comp("Sw<3,4,3> o 0 o (8,64):(64,1)", composition(Swizzle<3,4,3>{}, L864), {0,1,7,8,9,70,100,255,256,300,511});
  std::cout << "eval(Sw<3,4,3> o 0 o (8,64):(64,1),(3,5))|" << composition(Swizzle<3,4,3>{}, L864)(make_coord(3,5)) << "\n";
  std::cout << "eval(Sw<3,4,3> o 0 o (8,64):(64,1),(7,63))|" << composition(Swizzle<3,4,3>{}, L864)(make_coord(7,63)) << "\n";
  auto L832 = make_layout(make_shape(_8{}, Int<32>{}), make_stride(Int<32>{}, _1{}));
  comp("Sw<2,4,3> o 0 o (8,32):(32,1)", composition(Swizzle<2,4,3>{}, L832), {0,5,9,33,77,128,255});
  auto L88 = make_layout(make_shape(_8{}, make_shape(_8{},_8{})), make_stride(_8{}, make_stride(_1{},_64{})));
  comp("Sw<3,3,3> o 0 o (8,(8,8)):(8,(1,64))", composition(Swizzle<3,3,3>{}, L88), {0,3,17,63,64,200,511});
  std::cout << "eval(Sw<3,3,3> o 0 o (8,(8,8)):(8,(1,64)),(5,(6,7)))|" << composition(Swizzle<3,3,3>{}, L88)(make_coord(5,make_coord(6,7))) << "\n";
  auto L1616 = make_layout(make_shape(Int<16>{}, Int<16>{}), make_stride(Int<16>{}, _1{}));
  comp("Sw<1,4,3> o 0 o (16,16):(16,1)", composition(Swizzle<1,4,3>{}, L1616), {0,1,8,17,100,128,255});
  comp("Sw<3,4,3> o 32 o (8,64):(64,1)", composition(Swizzle<3,4,3>{}, 32, L864), {0,1,70,511});
  comp("Sw<2,4,-3> o 0 o (4,32):(1,4)", composition(Swizzle<2,4,-3>{}, make_layout(make_shape(_4{},Int<32>{}))), {0,1,5,64,127});
  comp("(4,4):(1,4) o 3 o 8:2", composition(make_layout(make_shape(_4{},_4{})), 3, make_layout(_8{}, _2{})), {0,1,2,5,7});
  comp("Sw<3,4,3> o 0 o ((8,8),(8,1)):((64,8),(1,0))", composition(Swizzle<3,4,3>{}, make_layout(make_shape(make_shape(_8{},_8{}),make_shape(_8{},_1{})), make_stride(make_stride(_64{},_8{}),make_stride(_1{},_0{})))), {0,9,100,511});
  std::cout << "Sw<0,4,3> o 0 o (8,64):(64,1)|" << composition(Swizzle<0,4,3>{}, _0{}, L864) << "\n";
}
