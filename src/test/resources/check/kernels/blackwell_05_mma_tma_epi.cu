// examples/cute/tutorial/blackwell/05_mma_tma_epi_sm100.cu, host_gemm (TypeA/B = half_t, TypeC = float), its lines as
// written, with the properties a kernel author would add: everything reads, and the tutorial's stale comment on B's
// per-CTA shape is refuted.
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/copy_atom.hpp>
using namespace cute;

void host_gemm() {
  TiledMMA tiled_mma = make_tiled_mma(SM100_MMA_F16BF16_2x1SM_SS<half_t, half_t, float,                 // Mma's A, B, and Accumulator types
                                                                 256, 256,                            // Mma M and N dimensions
                                                                 UMMA::Major::K, UMMA::Major::K>{});  // A and B layouts
  auto bM = tile_size<0>(tiled_mma);             // MMA Tile M. We'll use 1 MMAs per MMA Tile M.
  auto bN = tile_size<1>(tiled_mma);             // MMA Tile N. We'll use 1 MMAs per MMA Tile M.
  auto bK = tile_size<2>(tiled_mma) * Int<4>{};  // MMA Tile K. We'll use 4 MMAs per MMA Tile K. For 16b types, tcgen05.mma has K16.
  auto mma_tiler = make_shape(bM, bN, bK);       // (MMA_M, MMA_N, MMA_K)
  auto mma_shape_A = partition_shape_A(tiled_mma, make_shape(size<0>(mma_tiler), size<2>(mma_tiler)));
  auto mma_shape_B = partition_shape_B(tiled_mma, make_shape(size<1>(mma_tiler), size<2>(mma_tiler)));
  auto sA_layout = UMMA::tile_to_mma_shape(UMMA::Layout_K_SW128_Atom<half_t>{}, mma_shape_A);
  auto sB_layout = UMMA::tile_to_mma_shape(UMMA::Layout_K_SW128_Atom<half_t>{}, mma_shape_B);
  auto mma_shape_C = partition_shape_C(tiled_mma, make_shape(size<0>(mma_tiler), size<1>(mma_tiler)));
  auto epi_tiler = make_tile(size<0,0>(mma_shape_C), size<0,1>(mma_shape_C) / Int<4>{});  // 4 TMA copies per CTA per MMA tile
  auto sC_layout_mn = tile_to_shape(UMMA::Layout_K_SW128_Atom<float>{}, // MMA K-major is equivalent to epilogue N-major
                                    make_shape(size<0>(epi_tiler), size<1>(epi_tiler)));
  auto sC_layout = group<0,2>(sC_layout_mn); // Group modes for tma_partition

  prove tiler: mma_tiler == (256,256,64)
  prove per_cta_shapes: mma_shape_A == ((128,16),1,4) && mma_shape_B == ((128,16),1,4)
  prove smem_permutations: bijective(sA_layout) && bijective(sB_layout) && bijective(sC_layout)
  prove smem_fits: forall i in [0, size(sA_layout)): sA_layout(i) < 128*64
  expect refuted tutorial_comment_B: mma_shape_B == ((256,16),1,4)
  prove accumulator_tile: covers(get_layoutC_TV(tiled_mma), (256,256))
}
