// examples/cute/tutorial/sgemm_sm70.cu, gemm_tn: the copy writes a 32x8 tile of the padded 128x8 sA, thread t at
// (m, k) = (t/8, t%8): address m + 129k, bank (m + k) % 32, 4-way in a warp (8-way unpadded, m + 128k). A TiledCopy
// given to bank_conflicts is read on SMEM's first tile; its get_layoutS_TV indexes the copy's 32x8 tile, not sA.
#include <cute/tensor.hpp>
#include <cute/atom/copy_atom.hpp>
using namespace cute;

void gemm_tn() {
  using TA = float;
  auto bM = Int<128>{};
  auto bK = Int<  8>{};
  auto sA = make_layout(make_shape (      bM,          bK),
                        make_stride(Int<1>{}, bM+Int<1>{}));        // (m,k) -> smem_idx; padded m-major
  TiledCopy copyA = make_tiled_copy(Copy_Atom<UniversalCopy<TA>, TA>{},
                                    Layout<Shape<_32,_8>,Stride<_8,_1>>{}, // Thr layout 32x8 k-major
                                    Layout<Shape< _1,_1>>{});              // Val layout  1x1
  auto unpadded = make_layout(make_shape(bM, bK));
  prove padded_store_is_4_way: bank_conflicts(sA, 4, copyA) == 4
  prove unpadded_store_is_8_way: bank_conflicts(unpadded, 4, copyA) == 8
  prove the_tile_spelled_out: bank_conflicts(composition(sA, make_tile(Int<32>{}, Int<8>{})), 4, get_layoutS_TV(copyA)) == 4
  expect refuted tile_indices_read_as_sA_indices: bank_conflicts(sA, 4, get_layoutS_TV(copyA)) == 4
  expect refuted unpadded_is_conflict_free: bank_conflicts(unpadded, 4, copyA) <= 1
}
