// CuTe's coordinate comparisons (predicated copies): elem_less (every mode less; A may have fewer modes),
// elem_leq/gtr/geq, lex_less. The static rows are CuTe C++'s values (g++, CUTLASS 7107b05): 1 0 1 0 1 1 0 1.
#include <cute/tensor.hpp>
using namespace cute;

__global__ void kern(int M, int K) {
  int t = threadIdx.x;
  auto cA = make_identity_tensor(make_shape(Int<128>{}, Int<8>{}));
  auto residue = make_coord(M, K);
  prove in_tile: elem_less(cA(t), make_coord(128, 8))
  expect refuted not_always_in_residue: elem_less(cA(t), residue)
  prove leq_self: elem_leq(make_coord(M, K), make_coord(M, K))
  prove cute_values: elem_less(make_coord(1,2), make_coord(2,3)) && !elem_less(make_coord(1,3), make_coord(2,3)) && elem_less(make_coord(1), make_coord(2,3)) && !elem_less(make_coord(1,2,0), make_coord(2,3)) && elem_leq(make_coord(2,3), make_coord(2,3)) && lex_less(make_coord(1,9), make_coord(2,0)) && !lex_less(make_coord(2,0), make_coord(2,0)) && elem_geq(make_coord(3,1), make_coord(2,3))
}

void host(int M, int K) {
  if (M % 32 != 0 || K % 8 != 0) { return; }
  kern<<<1, 128>>>(M, K);
}
