// Half-precision GEMM with Intel sub-group extensions: the sub-group
// scheme of blas_gemm_sg_f32 on half data read with the 16-bit block
// reads of cl_intel_subgroups_short (intel_sub_group_block_read_us and
// as_half), half shuffles, half8 accumulators, and a float epilogue for
// alpha and beta, as mixed-precision GPU BLAS kernels do.
// features: fp16 subgroups
// pocl: no: PoCL has no sub-groups and no fp16 arithmetic
// options: -DSIMD=16 -DTILE_M=8 -DTILE_K=16

#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_intel_subgroups : enable
#pragma OPENCL EXTENSION cl_intel_subgroups_short : enable

#define ROWS(X) X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7)

#define BLOCK_READ_H(p) as_half(intel_sub_group_block_read_us((const __global ushort *)(p)))
#define BLOCK_WRITE_H(p, v) intel_sub_group_block_write_us((__global ushort *)(p), as_ushort(v))

__attribute__((intel_reqd_sub_group_size(SIMD)))
__kernel void gemm_nn_f16_sg(const __global half *A, const __global half *B, __global half *C,
                             int M, int N, int K, float alpha, float beta)
{
    const int n0 = get_group_id(0) * SIMD;
    const int m0 = get_group_id(1) * TILE_M;

    half8 acc = (half8)0;

    for (int k0 = 0; k0 < K; k0 += TILE_K) {
        half8 a;
#define LOAD_A(r) a.s##r = BLOCK_READ_H(A + (m0 + r) * K + k0);
        ROWS(LOAD_A)
#undef LOAD_A

        #pragma unroll 4
        for (int kk = 0; kk < TILE_K; kk++) {
            const half b = BLOCK_READ_H(B + (k0 + kk) * N + n0);
#define FMA_ROW(r) acc.s##r = fma(intel_sub_group_shuffle(a.s##r, (uint)kk), b, acc.s##r);
            ROWS(FMA_ROW)
#undef FMA_ROW
        }
    }

    const float8 c32 = convert_float8(acc);
#define STORE_C(r) { __global half *c = C + (m0 + r) * N + n0; \
                     BLOCK_WRITE_H(c, convert_half(alpha * c32.s##r + beta * convert_float(BLOCK_READ_H(c)))); }
    ROWS(STORE_C)
#undef STORE_C
}
