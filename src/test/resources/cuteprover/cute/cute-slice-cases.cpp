#include <cute/tensor.hpp>
#include <iostream>
using namespace cute;
template <class L, class C> void so(const char* lname, const char* cname, L const& l, C const& c) {
  auto r = slice_and_offset(c, l);
  std::cout << "slice(" << lname << "," << cname << ")|" << get<0>(r) << "\n";
  std::cout << "slice_and_offset(" << lname << "," << cname << ")|{" << get<1>(r) << "} o " << get<0>(r) << "\n";
}
int main() {
  auto A = make_layout(make_shape(make_shape(_3{},_2{}), make_shape(make_shape(_2{},_3{}),_2{})),
                       make_stride(make_stride(_4{},_1{}), make_stride(make_stride(_2{},Int<15>{}),Int<100>{})));
  const char* a = "((3,2),((2,3),2)):((4,1),((2,15),100))";
  so(a, "(2,_)", A, make_coord(2,_));
  so(a, "(_,5)", A, make_coord(_,5));
  so(a, "(2,((0,_),_))", A, make_coord(2, make_coord(make_coord(0,_),_)));
  so(a, "((_,1),(_,0))", A, make_coord(make_coord(_,1), make_coord(_,0)));
  so(a, "((_,0),((0,_),1))", A, make_coord(make_coord(_,0), make_coord(make_coord(0,_),1)));
  so(a, "((1,_),((_,0),_))", A, make_coord(make_coord(1,_), make_coord(make_coord(_,0),_)));
  so(a, "(_,_)", A, make_coord(_,_));
  so(a, "(2,3)", A, make_coord(2,3));
  so(a, "(3,_)", A, make_coord(3,_));
  so(a, "(_,(4,_))", A, make_coord(_,make_coord(4,_)));
  auto B = make_layout(make_shape(_4{},_8{}), make_stride(_8{}, _1{}));
  so("(4,8):(8,1)", "(_,3)", B, make_coord(_,3));
  so("(4,8):(8,1)", "(1,_)", B, make_coord(1,_));
  auto N = make_layout(make_shape(_4{},_3{}), make_stride(_0{}, Int<-2>{}));
  so("(4,3):(0,-2)", "(_,2)", N, make_coord(_,2));
  auto EL = make_layout(make_shape(_4{},_8{}), make_stride(E<0>{}, E<1>{}));
  so("(4,8):(1@0,1@1)", "(_,3)", EL, make_coord(_,3));
  auto CL = composition(make_layout(make_shape(_4{},_4{})), 3, make_layout(make_shape(_2{},_4{}), make_stride(_1{},_2{})));
  so("(4,4):(1,4) o 3 o (2,4):(1,2)", "(1,_)", CL, make_coord(1,_));
  so("Sw<3,4,3> o 0 o (8,64):(64,1)", "(_,_)", composition(Swizzle<3,4,3>{}, make_layout(make_shape(_8{}, _64{}), make_stride(_64{}, _1{}))), make_coord(_,_));
}
