// C++ expressions: ?: (conditional_return), a value declared by its type alias, make_tensor<T>(...).
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
using namespace cute;

constexpr bool ReuseSmemC = false;
constexpr int StagesC = 4;
constexpr int StagesD = 2;

void host(float* accumulators, int M) {
  assume M % 64 == 0
  auto stages = Int<ReuseSmemC ? StagesC : StagesD>{};
  prove s: stages == 2
  int T = M > 64 ? M - 64 : M;
  prove t: T >= 1
  expect refuted t2: T >= 128
  using TiledMma = TiledMMA<MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>, Layout<Shape<_2,_2,_1>>, Tile<_32,_32,_16>>;
  TiledMma tiled_mma;
  TiledMma other{};
  prove threads: size(tiled_mma) == 128 && size(other) == 128
  // an owning tensor's shape is static in C++ (CuTe: "Dynamic owning tensors not supported"): the run-time one views
  // memory
  Tensor tApA = make_tensor<bool>(Shape<_4,_2>{}, Stride<_1,_0>{});
  Tensor acc = make_tensor(make_gmem_ptr(accumulators), make_shape(M/64, 2));
  prove predicate_layout: layout_of(tApA) == (4,2):(1,0)
  prove register_layout: M >= 128 -> acc(1, 1) == M/64 + 1
  expect refuted register_layout_wrong: acc(1, 1) == 2
}
