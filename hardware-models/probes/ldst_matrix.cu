// Silicon probe for ldmatrix (sm_75+) and stmatrix (sm_90+), m8n8 b16, x1/x2/x4, with and without .trans.
//
// Shared memory holds 64 rows of 8 b16 elements (16 bytes each). Thread t passes the address of row
// sigma(t) = (37*t + 11) mod 64, a permutation chosen so that no layout is assumed: which threads' addresses
// the instruction uses, and in which order, is measured, not built in.
//  ldmatrix: element (row, col) of shared memory holds the tag row*8 + col + 1; after the load every thread
//            reports the tag found in each 16-bit half of its destination registers.
//  stmatrix: thread t's register r, half h holds the tag t*8 + 2r + h + 1; after the store the tags found in
//            shared memory are reported.
// Output (argv[1]/NAME.map): "thread value row col", value = 2*register + half (the PTX element order,
// low half first), row = the thread whose address supplied the shared-memory row, col = the b16 element
// inside that 16-byte row. A register half that received nothing (or a row no thread addressed) is -1.
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); exit(1); } } while (0)

constexpr int ROWS = 64;
__host__ __device__ constexpr int sigma(int t) { return (37 * t + 11) % ROWS; }

template <int X, bool TRANS>
__device__ __forceinline__ void ldsm(uint32_t (&r)[X], uint32_t addr) {
    if constexpr (X == 1 && !TRANS) asm volatile("ldmatrix.sync.aligned.x1.m8n8.shared.b16 {%0}, [%1];\n" : "=r"(r[0]) : "r"(addr));
    if constexpr (X == 2 && !TRANS) asm volatile("ldmatrix.sync.aligned.x2.m8n8.shared.b16 {%0,%1}, [%2];\n" : "=r"(r[0]), "=r"(r[1]) : "r"(addr));
    if constexpr (X == 4 && !TRANS) asm volatile("ldmatrix.sync.aligned.x4.m8n8.shared.b16 {%0,%1,%2,%3}, [%4];\n" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(addr));
    if constexpr (X == 1 && TRANS) asm volatile("ldmatrix.sync.aligned.x1.trans.m8n8.shared.b16 {%0}, [%1];\n" : "=r"(r[0]) : "r"(addr));
    if constexpr (X == 2 && TRANS) asm volatile("ldmatrix.sync.aligned.x2.trans.m8n8.shared.b16 {%0,%1}, [%2];\n" : "=r"(r[0]), "=r"(r[1]) : "r"(addr));
    if constexpr (X == 4 && TRANS) asm volatile("ldmatrix.sync.aligned.x4.trans.m8n8.shared.b16 {%0,%1,%2,%3}, [%4];\n" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(addr));
}

template <int X, bool TRANS>
__device__ __forceinline__ void stsm(const uint32_t (&r)[X], uint32_t addr) {
    if constexpr (X == 1 && !TRANS) asm volatile("stmatrix.sync.aligned.x1.m8n8.shared.b16 [%0], {%1};\n" :: "r"(addr), "r"(r[0]) : "memory");
    if constexpr (X == 2 && !TRANS) asm volatile("stmatrix.sync.aligned.x2.m8n8.shared.b16 [%0], {%1,%2};\n" :: "r"(addr), "r"(r[0]), "r"(r[1]) : "memory");
    if constexpr (X == 4 && !TRANS) asm volatile("stmatrix.sync.aligned.x4.m8n8.shared.b16 [%0], {%1,%2,%3,%4};\n" :: "r"(addr), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
    if constexpr (X == 1 && TRANS) asm volatile("stmatrix.sync.aligned.x1.trans.m8n8.shared.b16 [%0], {%1};\n" :: "r"(addr), "r"(r[0]) : "memory");
    if constexpr (X == 2 && TRANS) asm volatile("stmatrix.sync.aligned.x2.trans.m8n8.shared.b16 [%0], {%1,%2};\n" :: "r"(addr), "r"(r[0]), "r"(r[1]) : "memory");
    if constexpr (X == 4 && TRANS) asm volatile("stmatrix.sync.aligned.x4.trans.m8n8.shared.b16 [%0], {%1,%2,%3,%4};\n" :: "r"(addr), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
}

// out[t*X + r] = the 32-bit register r of thread t after the load.
template <int X, bool TRANS>
__global__ void load_kernel(uint32_t* out) {
    __shared__ __align__(128) uint16_t tile[ROWS * 8];
    const int t = threadIdx.x;
    for (int i = t; i < ROWS * 8; i += 32) tile[i] = (uint16_t)(i + 1);
    __syncwarp();
    uint32_t r[X];
    const uint32_t addr = (uint32_t)__cvta_generic_to_shared(&tile[sigma(t) * 8]);
    ldsm<X, TRANS>(r, addr);
    for (int i = 0; i < X; ++i) out[t * X + i] = r[i];
}

// out[i] = shared-memory element i (row i/8, col i%8) after the store; 0 = untouched.
template <int X, bool TRANS>
__global__ void store_kernel(uint16_t* out) {
    __shared__ __align__(128) uint16_t tile[ROWS * 8];
    const int t = threadIdx.x;
    for (int i = t; i < ROWS * 8; i += 32) tile[i] = 0;
    __syncwarp();
    uint32_t r[X];
    for (int i = 0; i < X; ++i) {
        uint32_t lo = t * 8 + 2 * i + 1, hi = t * 8 + 2 * i + 2;
        r[i] = lo | (hi << 16);
    }
    const uint32_t addr = (uint32_t)__cvta_generic_to_shared(&tile[sigma(t) * 8]);
    stsm<X, TRANS>(r, addr);
    __syncwarp();
    for (int i = t; i < ROWS * 8; i += 32) out[i] = tile[i];
}

static int supplier(int row) {
    for (int t = 0; t < 32; ++t) if (sigma(t) == row) return t;
    return -1;
}

template <int X, bool TRANS>
static void probe_load(const std::string& dir) {
    uint32_t* d;
    CHECK(cudaMalloc(&d, 32 * X * sizeof(uint32_t)));
    load_kernel<X, TRANS><<<1, 32>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<uint32_t> h(32 * X);
    CHECK(cudaMemcpy(h.data(), d, h.size() * sizeof(uint32_t), cudaMemcpyDeviceToHost));
    CHECK(cudaFree(d));
    std::string path = dir + "/ldmatrix.x" + std::to_string(X) + (TRANS ? ".trans" : "") + ".map";
    FILE* f = fopen(path.c_str(), "w");
    fprintf(f, "# thread value row col   (row = thread that supplied the address; sigma(t) = (37t+11) mod 64)\n");
    for (int t = 0; t < 32; ++t) {
        for (int v = 0; v < 2 * X; ++v) {
            uint32_t tag = (h[t * X + v / 2] >> (16 * (v % 2))) & 0xFFFFu;
            int row = -1, col = -1;
            if (tag != 0) {
                row = supplier((int)(tag - 1) / 8);
                col = row < 0 ? -1 : (int)(tag - 1) % 8;
            }
            fprintf(f, "%d %d %d %d\n", t, v, row, col);
        }
    }
    fclose(f);
    printf("%s\n", path.c_str());
}

template <int X, bool TRANS>
static void probe_store(const std::string& dir) {
    uint16_t* d;
    CHECK(cudaMalloc(&d, ROWS * 8 * sizeof(uint16_t)));
    store_kernel<X, TRANS><<<1, 32>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<uint16_t> h(ROWS * 8);
    CHECK(cudaMemcpy(h.data(), d, h.size() * sizeof(uint16_t), cudaMemcpyDeviceToHost));
    CHECK(cudaFree(d));
    std::string path = dir + "/stmatrix.x" + std::to_string(X) + (TRANS ? ".trans" : "") + ".map";
    FILE* f = fopen(path.c_str(), "w");
    fprintf(f, "# thread value row col   (row = thread that supplied the address; sigma(t) = (37t+11) mod 64)\n");
    for (int i = 0; i < ROWS * 8; ++i) {
        if (h[i] == 0) continue;
        int t = (h[i] - 1) / 8, v = (h[i] - 1) % 8;
        fprintf(f, "%d %d %d %d\n", t, v, supplier(i / 8), i % 8);
    }
    fclose(f);
    printf("%s\n", path.c_str());
}

int main(int argc, char** argv) {
    if (argc != 2) { fprintf(stderr, "usage: %s OUTDIR\n", argv[0]); return 2; }
    const std::string dir = argv[1];
    probe_load<1, false>(dir); probe_load<2, false>(dir); probe_load<4, false>(dir);
    probe_load<1, true>(dir);  probe_load<2, true>(dir);  probe_load<4, true>(dir);
    probe_store<1, false>(dir); probe_store<2, false>(dir); probe_store<4, false>(dir);
    probe_store<1, true>(dir);  probe_store<2, true>(dir);  probe_store<4, true>(dir);
    return 0;
}
