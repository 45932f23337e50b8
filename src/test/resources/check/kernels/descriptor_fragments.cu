// make_fragment_A/B of SS GMMA operands: one smem descriptor per MMA over replace<0>(recast<uint128_t>(tCsA).layout(),
// _1:_0); every right-hand side is what CuTe C++ computes for the same tensors (g++, CUTLASS 7107b05).
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
using namespace cute;

void host() {
  auto sA = tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{}, make_shape(Int<128>{},Int<64>{},Int<3>{}));
  auto sB = tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(Int<128>{},Int<64>{},Int<3>{}));
  TiledMMA m1 = make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::MN,GMMA::Major::K>{}, Layout<Shape<_2,_1,_1>>{});
  auto sA2 = tile_to_shape(GMMA::Layout_K_SW64_Atom<half_t>{}, make_shape(Int<64>{},Int<64>{},Int<2>{}));
  auto sB2 = tile_to_shape(GMMA::Layout_MN_SW32_Atom<half_t>{}, make_shape(Int<128>{},Int<64>{},Int<2>{}));
  TiledMMA m2 = make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::MN>{});
  auto sA3 = tile_to_shape(GMMA::Layout_K_INTER_Atom<half_t>{}, make_shape(Int<128>{},Int<32>{}));
  TiledMMA m3 = make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>{}, Layout<Shape<_2,_1,_1>>{});
  prove m1_A: m1.get_slice(37).make_fragment_A(m1.get_slice(37).partition_A(sA)) == (1,1,4,(1,3)):(0,0,256,(0,1024))
  prove m1_B: m1.get_slice(37).make_fragment_B(m1.get_slice(37).partition_B(sB)) == (1,2,4,(1,3)):(0,512,2,(0,1024))
  prove m2_A: m2.get_slice(5).make_fragment_A(m2.get_slice(5).partition_A(sA2)) == (1,1,(2,2),(1,2)):(0,0,(2,256),(0,512))
  prove m2_B: m2.get_slice(5).make_fragment_B(m2.get_slice(5).partition_B(sB2)) == (1,1,4,(1,2)):(0,0,256,(0,1024))
  prove m3_A: m3.get_slice(130).make_fragment_A(m3.get_slice(130).partition_A(sA3)) == (1,1,2):(0,0,256)
  prove m3_B: m3.get_slice(130).make_fragment_B(m3.get_slice(130).partition_B(sA3)) == (1,2,2):(0,64,256)
}
