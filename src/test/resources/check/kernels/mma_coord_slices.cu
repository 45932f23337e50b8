// examples/cute/tutorial/blackwell/01_mma_sm100.cu, the device prologue as written: a coordinate holding _ read with
// get<I> and select<I...>, then local_tile with it; cluster_layout_vmnk as written, of the TiledMMA's AtomThrID (CuTe
// prints ((_1),_1,_1,_1):((_0),_0,_0,_0) for this 1-SM MMA and cluster).
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
using namespace cute;

template <class TiledMMA>
__global__ void gemm_device(half_t const* A, half_t const* B, int M, int N, int K, TiledMMA tiled_mma) {
  Tensor mA = make_tensor(make_gmem_ptr(A), make_layout(make_shape(M, K), make_stride(K, Int<1>{})));
  Tensor mB = make_tensor(make_gmem_ptr(B), make_layout(make_shape(N, K), make_stride(K, Int<1>{})));
  auto mma_tiler = make_shape(Int<128>{}, Int<256>{}, Int<64>{});
  auto cluster_shape = make_shape(Int<1>{}, Int<1>{}, Int<1>{});
  Layout cluster_layout_vmnk = tiled_divide(make_layout(cluster_shape),
                                            make_tile(typename TiledMMA::AtomThrID{}));
  auto mma_coord_vmnk = make_coord(blockIdx.x % size<0>(cluster_layout_vmnk), // Peer CTA coordinate
                                   blockIdx.x / size<0>(cluster_layout_vmnk), //    MMA-M coordinate
                                   blockIdx.y,                                //    MMA-N coordinate
                                   _);                                        //    MMA-K coordinate
  auto mma_coord = select<1,2,3>(mma_coord_vmnk);
  Tensor gA = local_tile(mA, mma_tiler, mma_coord, Step<_1, X,_1>{});  // (MmaTile_M, MmaTile_K, Tiles_K)
  Tensor gB = local_tile(mB, mma_tiler, mma_coord, Step< X,_1,_1>{});  // (MmaTile_N, MmaTile_K, Tiles_K)
  auto mma_v = get<0>(mma_coord_vmnk);
  auto atom_thr_id = typename TiledMMA::AtomThrID{};
  int bx = blockIdx.x;
  int by = blockIdx.y;
  prove peer_and_m: mma_v == 0 && get<1>(mma_coord_vmnk) == bx && select<1,2>(mma_coord_vmnk) == (bx, by)
  prove cluster: cluster_layout_vmnk == ((1),1,1,1):((0),0,0,0) && size(atom_thr_id) == 1
  prove tiles: shape(gA) == (128, 64, K/64) && shape(gB) == (256, 64, K/64)
  prove tile_origin: gA(0,0,0) == 128*K*bx && gB(0,0,0) == 256*K*by
  expect refuted swapped_coordinates: gA(0,0,0) == 128*K*by
}

void host(half_t const* A, half_t const* B, int M, int N, int K) {
  if (M % 128 != 0 || N % 256 != 0 || K % 64 != 0) { return; }
  TiledMMA tiled_mma = make_tiled_mma(SM100_MMA_F16BF16_SS<half_t, half_t, float, 128, 256, UMMA::Major::K, UMMA::Major::K>{});
  dim3 grid(M / 128, N / 256);
  gemm_device<<<grid, 128>>>(A, B, M, N, K, tiled_mma);
}
