// Replays the shared-memory access patterns of bank_patterns.txt, one kernel launch (one warp) per
// pattern, so that ncu can count shared-load wavefronts per launch:
//   ncu --metrics l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum ./bank_probe bank_patterns.txt
// Each instruction of a pattern is one load per lane at the lane's byte address, of WIDTH bytes
// (ld.shared.u16/u32/v2.u32/v4.u32) or an ldmatrix.x4 (lane t gives a 16-byte row address).
// Prints "launch INDEX NAME" in launch order; the loaded values go to global memory (kept live).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <fstream>
#include <sstream>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
  fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

constexpr int SMEM_BYTES = 16384;

template <int KIND>  // 2, 4, 8, 16 bytes, or 0 for ldmatrix.x4
__global__ void replay(const unsigned* addrs, int ninstr, unsigned* out) {
  __shared__ __align__(1024) unsigned char smem[SMEM_BYTES];
  for (int i = threadIdx.x; i < SMEM_BYTES / 4; i += blockDim.x) {
    reinterpret_cast<unsigned*>(smem)[i] = i * 2654435761u;
  }
  __syncthreads();
  unsigned base = static_cast<unsigned>(__cvta_generic_to_shared(smem));
  unsigned acc = 0;
  for (int k = 0; k < ninstr; ++k) {
    unsigned a = base + addrs[k * 32 + threadIdx.x];
    if (KIND == 2) {
      unsigned short v;
      asm volatile("ld.shared.u16 %0, [%1];" : "=h"(v) : "r"(a));
      acc += v;
    } else if (KIND == 4) {
      unsigned v;
      asm volatile("ld.shared.u32 %0, [%1];" : "=r"(v) : "r"(a));
      acc += v;
    } else if (KIND == 8) {
      unsigned v0, v1;
      asm volatile("ld.shared.v2.u32 {%0,%1}, [%2];" : "=r"(v0), "=r"(v1) : "r"(a));
      acc += v0 ^ v1;
    } else if (KIND == 16) {
      unsigned v0, v1, v2, v3;
      asm volatile("ld.shared.v4.u32 {%0,%1,%2,%3}, [%4];" : "=r"(v0), "=r"(v1), "=r"(v2), "=r"(v3) : "r"(a));
      acc += v0 ^ v1 ^ v2 ^ v3;
    } else {
      unsigned v0, v1, v2, v3;
      asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                   : "=r"(v0), "=r"(v1), "=r"(v2), "=r"(v3) : "r"(a));
      acc += v0 ^ v1 ^ v2 ^ v3;
    }
  }
  out[threadIdx.x] = acc;
}

int main(int argc, char** argv) {
  std::ifstream in(argc > 1 ? argv[1] : "bank_patterns.txt");
  if (!in) { fprintf(stderr, "cannot read the pattern file\n"); return 1; }
  unsigned *dAddr, *dOut;
  CHECK(cudaMalloc(&dAddr, 32 * 64 * sizeof(unsigned)));
  CHECK(cudaMalloc(&dOut, 32 * sizeof(unsigned)));
  std::string line;
  int index = 0;
  while (std::getline(in, line)) {
    if (line.rfind("pattern ", 0) != 0) continue;
    std::istringstream hs(line);
    std::string kw, name, width;
    int ninstr;
    hs >> kw >> name >> width >> ninstr;
    std::vector<unsigned> addrs(32 * ninstr);
    for (int k = 0; k < ninstr; ++k) {
      std::getline(in, line);
      std::istringstream ls(line);
      for (int t = 0; t < 32; ++t) ls >> addrs[k * 32 + t];
    }
    CHECK(cudaMemcpy(dAddr, addrs.data(), addrs.size() * sizeof(unsigned), cudaMemcpyHostToDevice));
    if (width == "2") replay<2><<<1, 32>>>(dAddr, ninstr, dOut);
    else if (width == "4") replay<4><<<1, 32>>>(dAddr, ninstr, dOut);
    else if (width == "8") replay<8><<<1, 32>>>(dAddr, ninstr, dOut);
    else if (width == "16") replay<16><<<1, 32>>>(dAddr, ninstr, dOut);
    else replay<0><<<1, 32>>>(dAddr, ninstr, dOut);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    printf("launch %d %s\n", index++, name.c_str());
  }
  return 0;
}
