// Single-precision GEMM with Intel sub-group extensions, in the style of
// the GPU BLAS and deep-learning libraries' kernels for Intel graphics: a
// sub-group of SIMD work-items owns SIMD columns and TILE_M rows of C,
// rows of A arrive by intel_sub_group_block_read and are broadcast one
// element at a time with intel_sub_group_shuffle, rows of B by block read,
// C read and written back with block reads and writes; the accumulator
// rows are float8 components named by token pasting; OpenCL C 3.0, with
// the feature macros checked before use.
// features: subgroups
// pocl: no: PoCL has no sub-groups
// options: -cl-std=CL3.0 -DSIMD=16 -DTILE_M=8 -DTILE_K=16

#pragma OPENCL EXTENSION cl_intel_subgroups : enable

#if !defined(__opencl_c_subgroups) && !defined(cl_intel_subgroups)
#error "this kernel needs sub-groups"
#endif

#if TILE_M != 8
#error "the accumulator is a float8: TILE_M must be 8"
#endif

#define ROWS(X) X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7)

#define BLOCK_READ_F(p) as_float(intel_sub_group_block_read((const __global uint *)(p)))
#define BLOCK_WRITE_F(p, v) intel_sub_group_block_write((__global uint *)(p), as_uint(v))

__attribute__((intel_reqd_sub_group_size(SIMD)))
__attribute__((reqd_work_group_size(SIMD, 1, 1)))
__kernel void gemm_nn_f32_sg(const __global float *A, const __global float *B, __global float *C,
                             int M, int N, int K, float alpha, float beta)
{
    const int n0 = get_group_id(0) * SIMD;
    const int m0 = get_group_id(1) * TILE_M;
    const uint lid = get_sub_group_local_id();

    float8 acc = 0.0f;

    for (int k0 = 0; k0 < K; k0 += TILE_K) {
        /* lane l holds A[m0 + r][k0 + l] in a.s<r> */
        float8 a;
#define LOAD_A(r) a.s##r = BLOCK_READ_F(A + (m0 + r) * K + k0);
        ROWS(LOAD_A)
#undef LOAD_A

        for (int kk = 0; kk < TILE_K; kk++) {
            const float b = BLOCK_READ_F(B + (k0 + kk) * N + n0);
#define FMA_ROW(r) acc.s##r = mad(intel_sub_group_shuffle(a.s##r, kk), b, acc.s##r);
            ROWS(FMA_ROW)
#undef FMA_ROW
        }
    }

#define STORE_C(r) { __global float *c = C + (m0 + r) * N + n0; \
                     BLOCK_WRITE_F(c, alpha * acc.s##r + beta * BLOCK_READ_F(c)); }
    ROWS(STORE_C)
#undef STORE_C

    (void)lid;
}
