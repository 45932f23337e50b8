// Register fragments as kernels write them (examples/cute/tutorial/sgemm_sm70.cu, sgemm_sm80.cu): thr_mma.make_fragment_A/B/C,
// partition_fragment_A/B/C, make_fragment_like, make_tensor_like. Each cute_* layout is what CuTe's print(layout(t)) gave
// for the same host program (g++, static sizes).
#include <cute/tensor.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/atom/mma_atom.hpp>
using namespace cute;

__global__ void kern(float* C) {
  int t = threadIdx.x;
  __shared__ float smemA[128 * 8 * 3];
  __shared__ float smemB[128 * 8];
  TiledMMA mma = make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_16,_16,_1>>{});
  ThrMMA thr_mma = mma.get_slice(t);
  Tensor sA = make_tensor(make_smem_ptr(smemA), Layout<Shape<_128,_8,_3>>{});
  Tensor sB = make_tensor(make_smem_ptr(smemB), make_layout(Shape<_128,_8>{}, Stride<_8,_1>{}));
  Tensor gC = make_tensor(make_gmem_ptr(C), make_layout(Shape<_128,_128>{}, Stride<_128,_1>{}));
  Tensor tCsA = thr_mma.partition_A(sA);
  Tensor tCsB = thr_mma.partition_B(sB);
  Tensor tCgC = thr_mma.partition_C(gC);
  Tensor tCrA = thr_mma.make_fragment_A(tCsA);
  Tensor tCrB = thr_mma.make_fragment_B(tCsB);
  Tensor tCrC = thr_mma.make_fragment_C(tCgC);
  Tensor tCrA0 = thr_mma.partition_fragment_A(sA(_,_,0));
  Tensor tArA = make_fragment_like(tCsA);
  Tensor tAlA = make_tensor_like(tCsB);
  prove cute_sm70_A_pipe: shape(tCrA) == (1,8,8,3) && stride(tCrA) == (0,1,8,64)
  prove cute_sm70_B_row_major: shape(tCrB) == (1,8,8) && stride(tCrB) == (0,8,1)
  prove cute_sm70_C: shape(tCrC) == (1,8,8) && stride(tCrC) == (0,1,8)
  prove cute_sm70_A_k_tile: shape(tCrA0) == (1,8,8) && stride(tCrA0) == (0,1,8)
  prove cute_sm70_like: shape(tArA) == (1,8,8,3) && stride(tArA) == (0,1,8,64)
  prove cute_sm70_tensor_like: shape(tAlA) == (1,8,8) && stride(tAlA) == (0,8,1)
  prove fragments_hold_the_partition: size(tCrA) == size(tCsA) && shape(tCrB) == shape(tCsB) && shape(tCrC) == shape(tCgC)
  prove a_fragment_is_a_fresh_register_tensor: tCrA(0,0,0,0) == 0 && cosize(tCrA) == size(tCrA)
  expect refuted fragment_keeps_smem_strides: stride(tCrA) == stride(tCsA)

  // sgemm_sm80: the swizzled smem partition decays at the run-time thread index into run-time strides, which order
  // last and split the k mode (4 becomes (2,2))
  TiledMMA mma80 = make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}, Layout<Shape<_2,_2>>{}, Tile<_32,_32,_16>{});
  ThrMMA thr80 = mma80.get_slice(5);
  auto sA80_layout = tile_to_shape(composition(Swizzle<3,3,3>{}, Layout<Shape<_8,Shape<_8,_8>>, Stride<_8,Stride<_1,_64>>>{}), make_shape(Int<128>{},Int<64>{},Int<3>{}));
  __shared__ half_t smem80[cosize_v<decltype(sA80_layout)>];
  Tensor sA80 = make_tensor(make_smem_ptr(smem80), sA80_layout);
  Tensor tCsA80 = thr80.partition_A(sA80);
  Tensor tCrA80 = thr80.make_fragment_A(tCsA80);
  Tensor tCrA80k = thr80.partition_fragment_A(sA80(_,_,0));
  Tensor tCrB80 = thr80.make_fragment_B(thr80.partition_B(sA80));
  TiledCopy copyA = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{});
  Tensor tAsA80 = copyA.get_slice(3).partition_D(sA80);
  Tensor tArA80 = make_fragment_like(tAsA80);
  prove cute_sm80_A: shape(tCrA80) == ((2,2,2),4,(2,2),(1,3)) && stride(tCrA80) == ((1,2,4),8,(96,192),(0,32))
  prove cute_sm80_A_k_tile: shape(tCrA80k) == ((2,2,2),4,(2,2)) && stride(tCrA80k) == ((1,2,4),8,(32,64))
  prove cute_sm80_B: shape(tCrB80) == ((2,2),8,(2,2),(1,3)) && stride(tCrB80) == ((1,2),4,(96,192),(0,32))
  prove cute_sm80_copy_fragment: shape(tArA80) == ((8,1),8,1,(1,3)) && stride(tArA80) == ((1,0),8,0,(0,64))
  prove sm80_fragment_holds_the_partition: size(tCrA80) == size(tCsA80) && size(tCrA80) == 384
}

void host(float* C) {
  kern<<<1, 256>>>(C);
}
