// Injected bug: a hand-built SM100 mainloop whose tcgen05.mma reads B K-major (UMMA::Major::K) while B's shared-memory
// atom is the N-major UMMA::Layout_MN_SW128_Atom. The MMA reads smem through descriptors of the atom's majorness: B
// arrives transposed. CuTe asserts the match only in device code (make_umma_desc). A is right.
#include <cute/tensor.hpp>
#include <cutlass/gemm/collective/collective_mma.hpp>
#include <cutlass/gemm/dispatch_policy.hpp>
using namespace cute;

using TiledMma = decltype(make_tiled_mma(
    SM100_MMA_F16BF16_SS<cutlass::half_t, cutlass::half_t, float, 128, 256, UMMA::Major::K, UMMA::Major::K>{}));

using CollectiveMainloop = cutlass::gemm::collective::CollectiveMma<
    cutlass::gemm::MainloopSm100TmaUmmaWarpSpecialized<4, 2, 2, Shape<_1,_1,_1>>,
    Shape<_128,_256,_64>,
    cutlass::half_t, cute::tuple<int64_t, _1, int64_t>,
    cutlass::half_t, cute::tuple<int64_t, _1, int64_t>,
    TiledMma,
    SM90_TMA_LOAD, UMMA::Layout_K_SW128_Atom<cutlass::half_t>, void, cute::identity,
    SM90_TMA_LOAD, UMMA::Layout_MN_SW128_Atom<cutlass::half_t>, void, cute::identity>;
