#include <cute/tensor.hpp>
#include <iostream>
using namespace cute;
// make_layout_tv as CuTe's make_tiled_copy builds it (and as the CuTe DSL's make_layout_tv does)
template <class T, class V> void tv(const char* tn, const char* vn, T thr, V val) {
  auto layout_mn = raked_product(thr, val);
  auto layout_tv = right_inverse(layout_mn).with_shape(make_shape(size(thr), size(val)));
  auto tiler = product_each(shape(layout_mn));
  std::cout << "make_layout_tv(" << tn << "," << vn << ")|" << layout_tv << "\n";
  std::cout << "tiler_mn(" << tn << "," << vn << ")|" << tiler << "\n";
  std::cout << "# raked_product(" << tn << "," << vn << ") = " << layout_mn << "\n";
}
template <class D, class TV> void part(const char* dn, const char* tvn, D data, TV t, std::initializer_list<int> thr) {
  auto c = composition(data, t);
  std::cout << "composition(" << dn << "," << tvn << ")|" << c << "\n";
  for (int i : thr) {
    auto r = slice_and_offset(make_coord(i, _), c);
    std::cout << "partition(" << dn << "," << tvn << "," << i << ")|{" << get<1>(r) << "} o " << get<0>(r) << "\n";
  }
}
int main() {
  tv("(4,8):(8,1)", "(1,2):(0,1)", make_layout(make_shape(_4{},_8{}), make_stride(_8{},_1{})), make_layout(make_shape(_1{},_2{}), make_stride(_0{},_1{})));
  tv("(8,4):(4,1)", "(1,2):(0,1)", make_layout(make_shape(_8{},_4{}), make_stride(_4{},_1{})), make_layout(make_shape(_1{},_2{}), make_stride(_0{},_1{})));
  tv("(4,8):(1,4)", "(2,1):(1,2)", make_layout(make_shape(_4{},_8{})), make_layout(make_shape(_2{},_1{})));
  tv("(16,8):(8,1)", "(1,8):(0,1)", make_layout(make_shape(Int<16>{},_8{}), make_stride(_8{},_1{})), make_layout(make_shape(_1{},_8{}), make_stride(_0{},_1{})));
  tv("(2,4):(1,2)", "(2,2):(1,2)", make_layout(make_shape(_2{},_4{})), make_layout(make_shape(_2{},_2{})));
  tv("(32,4):(4,1)", "(4,1):(1,4)", make_layout(make_shape(Int<32>{},_4{}), make_stride(_4{},_1{})), make_layout(make_shape(_4{},_1{})));
  tv("(4,8):(8,1)", "(2,2):(2,1)", make_layout(make_shape(_4{},_8{}), make_stride(_8{},_1{})), make_layout(make_shape(_2{},_2{}), make_stride(_2{},_1{})));
  tv("8:1", "4:1", make_layout(_8{}), make_layout(_4{}));
  auto TV = make_layout(make_shape(make_shape(_4{},_8{}),_2{}), make_stride(make_stride(Int<16>{},_1{}),_8{}));
  const char* tvn = "((4,8),2):((16,1),8)";
  part("(8,8):(1,8)", tvn, make_layout(make_shape(_8{},_8{})), TV, {0,1,5,31});
  part("(8,8):(8,1)", tvn, make_layout(make_shape(_8{},_8{}), make_stride(_8{},_1{})), TV, {0,1,5,31});
  part("(8,8):(1,9)", tvn, make_layout(make_shape(_8{},_8{}), make_stride(_1{},_9{})), TV, {0,7,31});
  part("((4,2),(2,4)):((2,16),(1,8))", tvn, make_layout(make_shape(make_shape(_4{},_2{}),make_shape(_2{},_4{})), make_stride(make_stride(_2{},Int<16>{}),make_stride(_1{},_8{}))), TV, {0,3,17});
  part("(8,8):(1@0,1@1)", tvn, make_layout(make_shape(_8{},_8{}), make_stride(E<0>{},E<1>{})), TV, {0,9});
  auto TV2 = right_inverse(raked_product(make_layout(make_shape(_4{},_8{}), make_stride(_8{},_1{})), make_layout(make_shape(_1{},_2{}), make_stride(_0{},_1{})))).with_shape(make_shape(_32{},_2{}));
  part("(4,16):(16,1)", "make_layout_tv((4,8):(8,1),(1,2):(0,1))", make_layout(make_shape(_4{},Int<16>{}), make_stride(Int<16>{},_1{})), TV2, {0,1,9});
  std::cout << "# right_inverse(TV) = " << right_inverse(TV) << "\n";
}
