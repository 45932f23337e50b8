// Probes cp.async.bulk.tensor (TMA) swizzles: for every swizzle mode (none, 32B, 64B, 128B) and element
// size (1, 2, 4 bytes) a 2-D box of one swizzle repeat (rows of the swizzle's width in bytes; 32-byte
// rows for none) is loaded from global memory into 1024-byte-aligned shared memory and copied back.
// Global byte g holds g & 0xff in one run and g >> 8 in a second, so each shared-memory byte names
// the global (box-linear) byte that landed there. Writes OUTDIR/tma.swizzle.MODE.eE: lines "g s".
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <cuda.h>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
  fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)
#define CHECK_CU(x) do { CUresult r = (x); if (r != CUDA_SUCCESS) { const char* s = nullptr; cuGetErrorString(r, &s); \
  fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, s ? s : "?"); exit(1); } } while (0)

__global__ void load_box(const __grid_constant__ CUtensorMap map, unsigned bytes, unsigned char* out) {
  __shared__ __align__(1024) unsigned char smem[1024];
  __shared__ __align__(8) unsigned long long bar;
  unsigned s = static_cast<unsigned>(__cvta_generic_to_shared(smem));
  unsigned b = static_cast<unsigned>(__cvta_generic_to_shared(&bar));
  for (int i = threadIdx.x; i < 1024; i += blockDim.x) smem[i] = 0xee;
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" :: "r"(b));
    asm volatile("fence.mbarrier_init.release.cluster;");
  }
  asm volatile("fence.proxy.async.shared::cta;");
  __syncthreads();
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" :: "r"(b), "r"(bytes) : "memory");
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];"
                 :: "r"(s), "l"(reinterpret_cast<unsigned long long>(&map)), "r"(0), "r"(0), "r"(b) : "memory");
  }
  unsigned done = 0;
  while (!done) {
    asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.shared::cta.b64 p, [%1], 0; selp.u32 %0, 1, 0, p; }"
                 : "=r"(done) : "r"(b) : "memory");
  }
  __syncthreads();
  for (int i = threadIdx.x; i < 1024; i += blockDim.x) out[i] = smem[i];
}

int main(int argc, char** argv) {
  const char* outdir = argc > 1 ? argv[1] : ".";
  CHECK(cudaFree(0));
  struct Mode { const char* name; CUtensorMapSwizzle sw; int rowBytes; int span; };
  Mode modes[] = {{"none", CU_TENSOR_MAP_SWIZZLE_NONE, 32, 128}, {"32B", CU_TENSOR_MAP_SWIZZLE_32B, 32, 256},
                  {"64B", CU_TENSOR_MAP_SWIZZLE_64B, 64, 512}, {"128B", CU_TENSOR_MAP_SWIZZLE_128B, 128, 1024}};
  int elems[] = {1, 2, 4};
  unsigned char *dIn, *dOut;
  CHECK(cudaMalloc(&dIn, 1024));
  CHECK(cudaMalloc(&dOut, 1024));
  for (const Mode& m : modes) {
    for (int e : elems) {
      CUtensorMapDataType type = e == 1 ? CU_TENSOR_MAP_DATA_TYPE_UINT8 : e == 2 ? CU_TENSOR_MAP_DATA_TYPE_UINT16 : CU_TENSOR_MAP_DATA_TYPE_UINT32;
      int rows = m.span / m.rowBytes;
      cuuint64_t dims[2] = {static_cast<cuuint64_t>(m.rowBytes / e), static_cast<cuuint64_t>(rows)};
      cuuint64_t strides[1] = {static_cast<cuuint64_t>(m.rowBytes)};
      cuuint32_t box[2] = {static_cast<cuuint32_t>(m.rowBytes / e), static_cast<cuuint32_t>(rows)};
      cuuint32_t estr[2] = {1, 1};
      CUtensorMap map;
      CHECK_CU(cuTensorMapEncodeTiled(&map, type, 2, dIn, dims, strides, box, estr, CU_TENSOR_MAP_INTERLEAVE_NONE, m.sw,
                                      CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE));
      std::vector<int> global(1024, 0);
      std::vector<unsigned char> host(1024), got(1024);
      for (int digit = 0; digit < 2; ++digit) {
        for (int g = 0; g < 1024; ++g) host[g] = digit == 0 ? (g & 0xff) : (g >> 8);
        CHECK(cudaMemcpy(dIn, host.data(), 1024, cudaMemcpyHostToDevice));
        load_box<<<1, 128>>>(map, m.span, dOut);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(got.data(), dOut, 1024, cudaMemcpyDeviceToHost));
        for (int p = 0; p < m.span; ++p) global[p] |= digit == 0 ? got[p] : (got[p] << 8);
      }
      char path[512];
      snprintf(path, sizeof path, "%s/tma.swizzle.%s.e%d", outdir, m.name, e);
      FILE* f = fopen(path, "w");
      std::vector<int> at(m.span, -1);
      int bad = 0;
      for (int p = 0; p < m.span; ++p) {
        if (global[p] >= m.span || at[global[p]] != -1) bad++;
        else at[global[p]] = p;
      }
      for (int g = 0; g < m.span; ++g) fprintf(f, "%d %d\n", g, at[g]);
      fclose(f);
      printf("tma swizzle %-4s element %d bytes: %d bytes, %s\n", m.name, e, m.span, bad ? "INCONSISTENT" : "a permutation");
    }
  }
  return 0;
}
