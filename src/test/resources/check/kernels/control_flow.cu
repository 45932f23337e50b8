// Kernel code as written (sgemm_sm80.cu's gemm_device): #include, a struct, the template head and signature, loops,
// ifs, #if 0, assignments. A counted loop declares its variable with its range (a bound may be an algebra result:
// size<2>(gA)); what a block declares ends with it.
#include <cute/tensor.hpp>
using namespace cute;

template <class ElementA,
          class SmemLayoutA>
struct SharedStorage
{
  cute::ArrayEngine<ElementA, cute::cosize_v<SmemLayoutA>> A;
};

template <class ProblemShape, class CtaTiler, class TiledMma,
          class Alpha, class Beta>
__global__ static
__launch_bounds__(decltype(size(TiledMma{}))::value)
void
gemm_device(ProblemShape shape_MNK, CtaTiler cta_tiler, TiledMma mma,
            Alpha alpha, Beta beta, int K)
{
  using namespace cute;
  Tensor gA = local_tile(make_identity_tensor(make_shape(128, K)), make_shape(Int<128>{}, Int<8>{}), make_coord(0, _));
  extern __shared__ char shared_memory[];
  using Storage = SharedStorage<float, Layout<Shape<_128,_8,_3>>>;
  Storage& smem = *reinterpret_cast<Storage*>(shared_memory);
  auto K_PIPE_MAX = Int<3>{};
  auto K_BLOCK_MAX = size<2>(gA);
  int k_tile_count = size<2>(gA);
  int k_tile_next = 0;
  CUTE_UNROLL
  for (int k_pipe = 0; k_pipe < K_PIPE_MAX-1; ++k_pipe) {
    --k_tile_count;
    if (k_tile_count > 0) { ++k_tile_next; }
    prove pipe_in_range: k_pipe < 2
  }
#if 0
  if(thread0()) {
    print("  mA : "); print(  mA); print("\n");
    garbage here (
  }
#endif
#if 1
  int smem_pipe_read  = 0;
  CUTE_NO_UNROLL
  while (k_tile_count > -(K_PIPE_MAX-1))
  {
    CUTE_UNROLL
    for (int k_block = 0; k_block < size<2>(gA); ++k_block)
    {
      if (k_block == K_BLOCK_MAX - 1)
      {
        smem_pipe_read = (smem_pipe_read == K_PIPE_MAX-1) ? 0 : smem_pipe_read+1;
      }
      prove block_in_range: k_block * 8 < K
      expect refuted block_wrong: k_block * 8 < K - 8
      auto k_block_next = (k_block + Int<1>{}) % size<2>(gA);
      prove next_in_range: k_block_next * 8 < K
    }
    --k_tile_count;
  }
#endif
  // k_tile_count is assigned in the loops: after the while it is at most -2, and the old reader said 'k_tile_count'
  // is assigned (not followed)
  prove reads_assigned: k_tile_count >= 0
  for (int i = 0; i < 4; ++i) {
    prove i_small: i < 4
  }
  prove after_loop: K >= 64
}

void host(int K) {
  assume K % 64 == 0
  auto tiled_mma = make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_16,_16,_1>>{});
  gemm_device<<<1, 256>>>(make_shape(128, 128, K), make_shape(Int<128>{}, Int<128>{}, Int<8>{}), tiled_mma, 1.0f, 0.0f, K);
}
