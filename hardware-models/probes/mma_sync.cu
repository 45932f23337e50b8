// Silicon probe for the SM80 mma.sync fragment layouts (runs on sm_80 and later).
//
// The probe assumes nothing about the layouts it measures. A fragment element is named only by the
// physical (thread, value) that holds it: `value` is the element index inside the thread's fragment,
// register r holding elements r*E .. r*E+E-1 from the low bits up (E elements per 32-bit register).
//
// Experiment "pairs": for every A element a=(ta,va) and every B element b=(tb,vb), thread ta sets its
// element va to 1, thread tb sets its element vb to 1, every other element of A, B and C is 0, and the
// warp runs D = A*B + C. D(m,n) = sum_k A(m,k) B(k,n) is 1 exactly where a=(m,k), b=(k,n) share k,
// at (m,n); so every lit D element (tc,vc) is recorded with (a,b). Over all pairs this relation fixes
// the A, B and C maps up to a renaming of rows, columns and k.
// Experiment "cin": A = B = 0, C one-hot at (tc,vc); records which D element becomes 1 (C in = D out).
//
// Output, one file per instruction in the directory given as argv[1]:
//   NAME.pairs: lines "ta va tb vb tc vc value"   NAME.cin: lines "tc vc td vd value"
// plus a trailer line "# launches=.. records=.. overflow=0".
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); exit(1); } } while (0)

// Element bit patterns of the value 1.
constexpr uint32_t ONE_F16 = 0x3C00u, ONE_BF16 = 0x3F80u, ONE_F32 = 0x3F800000u, ONE_S8 = 0x01u, ONE_S32 = 1u;

// A fragment of N 32-bit registers with E elements of BITS bits each, one-hot (or all zero).
template <int N, int E>
__device__ __forceinline__ void onehot(uint32_t (&r)[N], bool mine, int v, uint32_t one) {
    constexpr int BITS = 32 / E;
#pragma unroll
    for (int i = 0; i < N; ++i) {
        uint32_t w = 0;
#pragma unroll
        for (int j = 0; j < E; ++j) {
            if (mine && v == i * E + j) w |= one << (j * BITS);
        }
        r[i] = w;
    }
}

template <int N, int E>
__device__ __forceinline__ uint32_t element(const uint32_t (&r)[N], int v) {
    constexpr int BITS = 32 / E;
    uint32_t w = 0;
#pragma unroll
    for (int i = 0; i < N; ++i) if (v / E == i) w = r[i];
    if constexpr (BITS == 32) return w;
    else return (w >> ((v % E) * BITS)) & ((1u << BITS) - 1u);
}

// ---- the instructions, each with its register counts (32-bit words) and elements per word ----
#define MMA_CFG(NAME, NA_, EA_, ONEA, NB_, EB_, ONEB, NC_, EC_, ONEC, PTX, BODY)                      \
    struct NAME {                                                                                      \
        static constexpr const char* name = PTX;                                                       \
        static constexpr int NA = NA_, EA = EA_, NB = NB_, EB = EB_, NC = NC_, EC = EC_;               \
        static constexpr uint32_t oneA = ONEA, oneB = ONEB, oneC = ONEC;                               \
        __device__ static void mma(uint32_t (&d)[NC], const uint32_t (&a)[NA], const uint32_t (&b)[NB], \
                                   const uint32_t (&c)[NC]) { BODY }                                   \
    };

#define F32_D "=f"(df[0]), "=f"(df[1]), "=f"(df[2]), "=f"(df[3])
#define F32_C "f"(cf[0]), "f"(cf[1]), "f"(cf[2]), "f"(cf[3])
#define F32_PRE float df[4], cf[4]; for (int i = 0; i < 4; ++i) cf[i] = __uint_as_float(c[i]);
#define F32_POST for (int i = 0; i < 4; ++i) d[i] = __float_as_uint(df[i]);

MMA_CFG(M16N8K8_F16, 2, 2, ONE_F16, 1, 2, ONE_F16, 4, 1, ONE_F32, "m16n8k8.f16",
    F32_PRE asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};\n"
        : F32_D : "r"(a[0]), "r"(a[1]), "r"(b[0]), F32_C); F32_POST)
MMA_CFG(M16N8K16_F16, 4, 2, ONE_F16, 2, 2, ONE_F16, 4, 1, ONE_F32, "m16n8k16.f16",
    F32_PRE asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};\n"
        : F32_D : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), F32_C); F32_POST)
MMA_CFG(M16N8K8_BF16, 2, 2, ONE_BF16, 1, 2, ONE_BF16, 4, 1, ONE_F32, "m16n8k8.bf16",
    F32_PRE asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};\n"
        : F32_D : "r"(a[0]), "r"(a[1]), "r"(b[0]), F32_C); F32_POST)
MMA_CFG(M16N8K16_BF16, 4, 2, ONE_BF16, 2, 2, ONE_BF16, 4, 1, ONE_F32, "m16n8k16.bf16",
    F32_PRE asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};\n"
        : F32_D : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), F32_C); F32_POST)
MMA_CFG(M16N8K4_TF32, 2, 1, ONE_F32, 1, 1, ONE_F32, 4, 1, ONE_F32, "m16n8k4.tf32",
    F32_PRE asm volatile("mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};\n"
        : F32_D : "r"(a[0]), "r"(a[1]), "r"(b[0]), F32_C); F32_POST)
MMA_CFG(M16N8K8_TF32, 4, 1, ONE_F32, 2, 1, ONE_F32, 4, 1, ONE_F32, "m16n8k8.tf32",
    F32_PRE asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};\n"
        : F32_D : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), F32_C); F32_POST)
MMA_CFG(M16N8K16_S8, 2, 4, ONE_S8, 1, 4, ONE_S8, 4, 1, ONE_S32, "m16n8k16.s8",
    asm volatile("mma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};\n"
        : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(a[0]), "r"(a[1]), "r"(b[0]),
          "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));)
MMA_CFG(M16N8K32_S8, 4, 4, ONE_S8, 2, 4, ONE_S8, 4, 1, ONE_S32, "m16n8k32.s8",
    asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};\n"
        : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]),
          "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));)
// f16 accumulators: C and D are two registers of packed f16 pairs.
MMA_CFG(M16N8K8_F16ACC, 2, 2, ONE_F16, 1, 2, ONE_F16, 2, 2, ONE_F16, "m16n8k8.f16acc",
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3}, {%4}, {%5,%6};\n"
        : "=r"(d[0]), "=r"(d[1]) : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]));)
MMA_CFG(M16N8K16_F16ACC, 4, 2, ONE_F16, 2, 2, ONE_F16, 2, 2, ONE_F16, "m16n8k16.f16acc",
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3,%4,%5}, {%6,%7}, {%8,%9};\n"
        : "=r"(d[0]), "=r"(d[1]) : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]),
          "r"(c[0]), "r"(c[1]));)

// One block (one warp) per A element: loops over every B element.
template <class C>
__global__ void pairs_kernel(int* count, int* out, int cap) {
    const int lane = threadIdx.x;
    constexpr int AV = C::NA * C::EA, BV = C::NB * C::EB, CV = C::NC * C::EC;
    const int ia = blockIdx.x, ta = ia / AV, va = ia % AV;
    uint32_t a[C::NA];
    onehot<C::NA, C::EA>(a, lane == ta, va, C::oneA);
    uint32_t c[C::NC];
    onehot<C::NC, C::EC>(c, false, 0, 0);
    for (int ib = 0; ib < 32 * BV; ++ib) {
        const int tb = ib / BV, vb = ib % BV;
        uint32_t b[C::NB], d[C::NC];
        onehot<C::NB, C::EB>(b, lane == tb, vb, C::oneB);
        C::mma(d, a, b, c);
#pragma unroll
        for (int j = 0; j < CV; ++j) {
            uint32_t bits = element<C::NC, C::EC>(d, j);
            if (bits != 0) {
                int k = atomicAdd(count, 1);
                if (k < cap) {
                    int* o = out + 7 * k;
                    o[0] = ta; o[1] = va; o[2] = tb; o[3] = vb; o[4] = lane; o[5] = j; o[6] = (int)bits;
                }
            }
        }
    }
}

// One block per C element: A = B = 0, C one-hot.
template <class C>
__global__ void cin_kernel(int* count, int* out, int cap) {
    const int lane = threadIdx.x;
    constexpr int CV = C::NC * C::EC;
    const int ic = blockIdx.x, tc = ic / CV, vc = ic % CV;
    uint32_t a[C::NA], b[C::NB], c[C::NC], d[C::NC];
    onehot<C::NA, C::EA>(a, false, 0, 0);
    onehot<C::NB, C::EB>(b, false, 0, 0);
    onehot<C::NC, C::EC>(c, lane == tc, vc, C::oneC);
    C::mma(d, a, b, c);
#pragma unroll
    for (int j = 0; j < CV; ++j) {
        uint32_t bits = element<C::NC, C::EC>(d, j);
        if (bits != 0) {
            int k = atomicAdd(count, 1);
            if (k < cap) {
                int* o = out + 5 * k;
                o[0] = tc; o[1] = vc; o[2] = lane; o[3] = j; o[4] = (int)bits;
            }
        }
    }
}

// f64 versions: A, B one double per thread, C/D two doubles.
__device__ __forceinline__ void mma_f64(double (&d)[2], double a, double b, const double (&c)[2]) {
    asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0,%1}, {%2}, {%3}, {%4,%5};\n"
                 : "=d"(d[0]), "=d"(d[1]) : "d"(a), "d"(b), "d"(c[0]), "d"(c[1]));
}

__global__ void pairs_f64(int* count, int* out, int cap) {
    const int lane = threadIdx.x, ta = blockIdx.x;
    const double a = lane == ta ? 1.0 : 0.0;
    const double c[2] = {0.0, 0.0};
    for (int tb = 0; tb < 32; ++tb) {
        double d[2];
        mma_f64(d, a, lane == tb ? 1.0 : 0.0, c);
        for (int j = 0; j < 2; ++j) {
            if (d[j] != 0.0) {
                int k = atomicAdd(count, 1);
                if (k < cap) {
                    int* o = out + 7 * k;
                    o[0] = ta; o[1] = 0; o[2] = tb; o[3] = 0; o[4] = lane; o[5] = j;
                    o[6] = (int)(__double_as_longlong(d[j]) >> 32);
                }
            }
        }
    }
}

__global__ void cin_f64(int* count, int* out, int cap) {
    const int lane = threadIdx.x, tc = blockIdx.x / 2, vc = blockIdx.x % 2;
    double c[2] = {0.0, 0.0};
    if (lane == tc) c[vc] = 1.0;
    double d[2];
    mma_f64(d, 0.0, 0.0, c);
    for (int j = 0; j < 2; ++j) {
        if (d[j] != 0.0) {
            int k = atomicAdd(count, 1);
            if (k < cap) {
                int* o = out + 5 * k;
                o[0] = tc; o[1] = vc; o[2] = lane; o[3] = j; o[4] = (int)(__double_as_longlong(d[j]) >> 32);
            }
        }
    }
}

// Runs a kernel with `blocks` one-warp blocks and writes its records (width ints each) to dir/file.
template <class K>
static void collect(K kernel, int blocks, int width, const std::string& path, const char* header) {
    const int cap = 1 << 20;
    int *count, *out;
    CHECK(cudaMalloc(&count, sizeof(int)));
    CHECK(cudaMalloc(&out, sizeof(int) * width * (size_t)cap));
    CHECK(cudaMemset(count, 0, sizeof(int)));
    kernel<<<blocks, 32>>>(count, out, cap);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    int n = 0;
    CHECK(cudaMemcpy(&n, count, sizeof(int), cudaMemcpyDeviceToHost));
    int kept = n < cap ? n : cap;
    std::vector<int> host((size_t)width * kept);
    CHECK(cudaMemcpy(host.data(), out, sizeof(int) * host.size(), cudaMemcpyDeviceToHost));
    FILE* f = fopen(path.c_str(), "w");
    if (!f) { perror(path.c_str()); exit(1); }
    fprintf(f, "# %s\n", header);
    for (int i = 0; i < kept; ++i) {
        for (int j = 0; j < width; ++j) {
            if (j == width - 1) fprintf(f, "0x%08x\n", (unsigned)host[(size_t)i * width + j]);
            else fprintf(f, "%d ", host[(size_t)i * width + j]);
        }
    }
    fprintf(f, "# blocks=%d records=%d overflow=%d\n", blocks, n, n > cap ? 1 : 0);
    fclose(f);
    CHECK(cudaFree(count));
    CHECK(cudaFree(out));
    printf("%-40s %8d records\n", path.c_str(), n);
}

template <class C>
static void probe(const std::string& dir) {
    const std::string base = dir + "/mma." + C::name;
    collect(pairs_kernel<C>, 32 * C::NA * C::EA, 7, base + ".pairs", "ta va tb vb tc vc value_bits");
    collect(cin_kernel<C>, 32 * C::NC * C::EC, 5, base + ".cin", "tc vc td vd value_bits");
}

int main(int argc, char** argv) {
    if (argc != 2) { fprintf(stderr, "usage: %s OUTDIR\n", argv[0]); return 2; }
    const std::string dir = argv[1];
    probe<M16N8K8_F16>(dir);
    probe<M16N8K16_F16>(dir);
    probe<M16N8K8_BF16>(dir);
    probe<M16N8K16_BF16>(dir);
    probe<M16N8K4_TF32>(dir);
    probe<M16N8K8_TF32>(dir);
    probe<M16N8K16_S8>(dir);
    probe<M16N8K32_S8>(dir);
    probe<M16N8K8_F16ACC>(dir);
    probe<M16N8K16_F16ACC>(dir);
    collect(pairs_f64, 32, 7, dir + "/mma.m8n8k4.f64.pairs", "ta va tb vb tc vc value_bits(high word)");
    collect(cin_f64, 64, 5, dir + "/mma.m8n8k4.f64.cin", "tc vc td vd value_bits(high word)");
    return 0;
}
