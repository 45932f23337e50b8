// CUTLASS's SM90 collective builder (gemm/collective/builders/sm90_gmma_builder.inl) as a kernel author pastes it, for a
// cooperative kernel: bf16 A (K-major) and B (MN-major), f32 accumulate, TileShape 256x128x64. Type aliases, decltype,
// cute:: and detail:: qualifiers, element type aliases and constexpr majors read as written.
#include <cute/tensor.hpp>
#include <cutlass/gemm/collective/collective_builder.hpp>
using namespace cute;
// the builder's own namespace, where detail:: is its detail
namespace cutlass::gemm::collective {

using ElementAMma = cutlass::bfloat16_t;
using ElementBMma = bfloat16_t;
using ElementAccumulator = float;
using TileShape_MNK = Shape<_256,_128,_64>;
constexpr auto GmmaMajorA = GMMA::Major::K;
constexpr auto GmmaMajorB = GMMA::Major::MN;
using AtomLayoutMNK = Layout<Shape<_2,_1,_1>>;

using TiledMma = decltype(cute::make_tiled_mma(cute::GMMA::ss_op_selector<
    ElementAMma, ElementBMma, ElementAccumulator, TileShape_MNK, GmmaMajorA, GmmaMajorB>(), AtomLayoutMNK{}));

using SmemLayoutAtomA = decltype(detail::ss_smem_selector<
    GmmaMajorA, ElementAMma, decltype(cute::get<0>(TileShape_MNK{})), decltype(cute::get<2>(TileShape_MNK{}))>());
using SmemLayoutAtomB = decltype(detail::ss_smem_selector<
    GmmaMajorB, ElementBMma, decltype(cute::get<1>(TileShape_MNK{})), decltype(cute::get<2>(TileShape_MNK{}))>());

void collective() {
  auto sA = tile_to_shape(SmemLayoutAtomA{}, make_shape(shape<0>(TileShape_MNK{}), shape<2>(TileShape_MNK{}), _4{}));
  auto sB = tile_to_shape(SmemLayoutAtomB{}, make_shape(shape<1>(TileShape_MNK{}), shape<2>(TileShape_MNK{}), _4{}), Step<_2,_1,_3>{});
  auto tiled_mma = TiledMma{};
  auto atom_A = SmemLayoutAtomA{};
  auto atom_B = SmemLayoutAtomB{};

  // Two 64x128x16 wgmma atoms along M: the TiledMMA's tile is 128x128x16 (the 256-row CTA tile takes two of them).
  prove mma_tile_is_128x128x16: tile_size(tiled_mma, 0) == 128 && tile_size(tiled_mma, 1) == 128 && tile_size(tiled_mma, 2) == 16
  prove mma_is_64x128x16_bf16_wgmma: equal(get_layoutC_TV(tiled_mma), get_layoutC_TV(make_tiled_mma(SM90_64x128x16_F32BF16BF16_SS<GMMA::Major::K,GMMA::Major::MN>{}, (2,1,1))))
  prove smem_atoms_are_the_128B_swizzles: equal(atom_A, GMMA::Layout_K_SW128_Atom<bfloat16_t>{}) && equal(atom_B, GMMA::Layout_MN_SW128_Atom<bfloat16_t>{})
  prove smem_stages_are_bijections: bijective(sA) && bijective(sB) && size(sA) == 256*64*4 && size(sB) == 128*64*4
  // A K-major 64-wide atom would be a 64B swizzle: the selector chose the 128B one.
  expect refuted atom_is_not_64B: equal(atom_A, GMMA::Layout_K_SW64_Atom<bfloat16_t>{})
}

}  // namespace cutlass::gemm::collective
