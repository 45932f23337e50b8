// Tests only: a stand-in for cuRAND's curand_kernel.h, which the CUDA toolkit of the test machines lacks. CUTLASS's
// tools/util random fills include it; these declarations let them parse host side, and nothing calls them.
#pragma once
struct curandStateXORWOW { unsigned int d, v[5]; int boxmuller_flag, boxmuller_flag_double; float boxmuller_extra; double boxmuller_extra_double; };
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;
__host__ __device__ inline void curand_init(unsigned long long, unsigned long long, unsigned long long, curandState_t *) {}
__host__ __device__ inline float curand_uniform(curandState_t *) { return 0.5f; }
__host__ __device__ inline double curand_uniform_double(curandState_t *) { return 0.5; }
__host__ __device__ inline float curand_normal(curandState_t *) { return 0.f; }
__host__ __device__ inline double curand_normal_double(curandState_t *) { return 0.; }
