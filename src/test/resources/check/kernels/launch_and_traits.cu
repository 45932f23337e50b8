// Lines of CuTe's sgemm tutorials, the Hopper tutorial and CUTLASS's SM90 builder as written (kernel-author pass): dim3
// launch sizes, statements continued on the next line, constexpr names in Int<...>, sizeof_bits and bits_to_bytes, two
// declarations on one line, static constexpr int/bool, __shared__ arrays sized by cosize_v, bool == bool.
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
using namespace cute;

// sgemm_sm70.cu's kernel: its shared arrays
template <class ASmemLayout, class BSmemLayout>
__global__ void smem_kernel(ASmemLayout sA, BSmemLayout sB) {
  __shared__ float smemA[cosize_v<ASmemLayout>];
  __shared__ float smemB[size_v<decltype(sB)>];
  extern __shared__ char shared_memory[];
  constexpr int smemA_elems = sizeof(smemA) / sizeof(float);
  constexpr int smemB_elems = sizeof(smemB) / sizeof(float);
  prove smem_arrays_hold_the_tiles: smemA_elems == cosize(sA) && smemB_elems == 1024
}

void host(int m, int n) {
  if (m > 65536 || n > 65536) { return; }
  auto M = int(m);
  auto N = int(n);
  auto bM = Int<128>{};
  auto bN = Int<128>{};
  auto bK = Int<8>{};
  auto sA = make_layout(make_shape(bM, bK)); auto sB = make_layout(make_shape(bN, bK));
  using ASmemLayout = decltype(sA);
  TiledMMA mmaC = make_tiled_mma(UniversalFMA<float,float,float>{},
                                 Layout<Shape<_16,_16,_1>>{});  // 16x16x1 TiledMMA

  // sgemm_sm70.cu, host
  dim3 dimBlock(size(mmaC));
  dim3 dimGrid(size(ceil_div(M, bM)),
               size(ceil_div(N, bN)));
  smem_kernel<<<dimGrid, dimBlock>>>(sA, sB);

  // the Hopper tutorial's pipeline, with constexpr stage counts in Int<...>
  constexpr auto Stages = 4;
  static constexpr int StagesB = 2;
  static constexpr bool IsPipelined = true;
  auto sA_pipe = make_layout(make_shape(bM, bK, Int<Stages>{}));
  using PipeShapeB = Shape<_128, _8, Int<StagesB>>;
  auto sB_pipe = make_layout(PipeShapeB{});
  constexpr int tma_transaction_bytes = size(decltype(sA){}) * 4
                                      + size(decltype(sB){}) * 4;

  // sm90_gmma_builder.inl's compute_stage_count_or_override
  using ElementA = cutlass::half_t;
  using ElementB = cutlass::int4b_t;
  using TileShapeMNK = Shape<_128, _128, _64>;
  constexpr auto a_bits = cute::sizeof_bits_v<ElementA>;
  constexpr auto b_bits = sizeof_bits<ElementB>::value;
  constexpr int stage_bytes_ =
    cutlass::bits_to_bytes(a_bits * size<0>(TileShapeMNK{}) * size<2>(TileShapeMNK{})) +
    cutlass::bits_to_bytes(b_bits * size<1>(TileShapeMNK{}) * size<2>(TileShapeMNK{}));

  prove launch_is_256_threads: size(dimBlock) == 256 && dimBlock == (256, 1, 1)
  prove grid_covers_c: get<0>(dimGrid) * 128 >= M && get<1>(dimGrid) * 128 >= N && get<2>(dimGrid) == 1
  prove grid_by_axis: dimGrid.x * 128 >= M && dimGrid.y * 128 >= N && dimGrid.z == 1 && dimBlock.x == 256
  prove pipelines_are_staged: IsPipelined && size<2>(sA_pipe) == Stages && size(sB_pipe) == 128 * 8 * StagesB
  prove one_stage_of_a_and_b: tma_transaction_bytes == 8192
  prove builder_stage_bytes: a_bits == 16 && b_bits == 4 && stage_bytes_ == 16384 + 4096
  prove a_row_in_range_iff_b_row_is: forall i in [0,128): (i < M) == (i < M + 0)
  expect refuted rows_of_a_and_c_agree: forall i in [0,128): (i < M) == (i < N)
}
