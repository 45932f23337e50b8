// Host code as a CuTe kernel author writes it (run-time sizes converted with int(), tensors over raw pointers, atoms
// declared without initializer, Tensor/Copy_Atom/TiledCopy/TiledMMA declarations).
#include <cute/tensor.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/atom/mma_atom.hpp>
using namespace cute;

void host(cute::half_t const* ptrA, int m, int n, int k, int lda) {
  if (m > 65536 || n > 65536 || k > 65536 || k > lda || lda > 65536) { return; }
  auto M = int(m);
  auto K = int(k);
  auto dA = make_stride(lda, Int<1>{});
  auto bM = Int<128>{};
  auto bK = Int<64>{};
  auto bP = Int<3>{};
  auto atom = composition(Swizzle<3,3,3>{}, Layout<Shape<_8,Shape<_8,_8>>, Stride<_8,Stride<_1,_64>>>{});
  auto sA = tile_to_shape(atom, make_shape(bM, bK, bP));
  Tensor mA = make_tensor(make_gmem_ptr(ptrA), make_shape(M, K), dA);
  Tensor gA = make_tensor(ptrA, make_layout(make_shape(M, K), dA));
  TiledCopy g2s = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, cute::half_t>{},
                                  Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{});
  TiledMMA mma = make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}, Layout<Shape<_2,_2>>{}, Tile<_32,_32,_16>{});
  Copy_Atom<SM75_U32x4_LDSM_N, half_t> s2r_atom;
  TiledCopy s2r = make_tiled_copy_A(s2r_atom, mma);
  int threads = size(mma);
  prove sA_is_a_permutation: bijective(sA) && size(sA) == 128*64*3
  prove same_tensor_either_spelling: equal(mA, gA)
  prove a_row_is_contiguous: forall i in [0,M), j in [0,K): mA(i, j) == i*lda + j
  prove one_thread_block: threads == 128 && size(g2s) == threads && size(s2r) == threads
  prove copy_tile_once: bijective(get_layoutS_TV(g2s)) && size(get_layoutS_TV(g2s)) == 128*8
}
