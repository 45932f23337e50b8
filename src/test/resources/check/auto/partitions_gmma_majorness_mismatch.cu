// Injected bug: a hand-built SM90 mainloop whose wgmma reads A K-major (GMMA::Major::K) while A's shared-memory atom is
// the M-major Layout_MN_SW128_Atom. wgmma reads smem through descriptors of the atom's majorness: A arrives transposed.
// CuTe asserts the match only in device code (make_gmma_desc), which a host compile never instantiates.
#include <cute/tensor.hpp>
#include <cutlass/gemm/collective/collective_mma.hpp>
#include <cutlass/gemm/dispatch_policy.hpp>
using namespace cute;

using TiledMma = decltype(make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>{}));

using CollectiveMainloop = cutlass::gemm::collective::CollectiveMma<
    cutlass::gemm::MainloopSm90TmaGmmaWarpSpecialized<4, Shape<_1,_1,_1>, cutlass::gemm::KernelTmaWarpSpecialized>,
    Shape<_64,_128,_64>,
    cutlass::half_t, cute::tuple<int64_t, _1, int64_t>,
    cutlass::half_t, cute::tuple<int64_t, _1, int64_t>,
    TiledMma,
    SM90_TMA_LOAD, GMMA::Layout_MN_SW128_Atom<cutlass::half_t>, void, cute::identity,
    SM90_TMA_LOAD, GMMA::Layout_K_SW128_Atom<cutlass::half_t>, void, cute::identity>;
