// Double-precision GEMM with Intel sub-group shuffles: the sub-group
// scheme of blas_gemm_sg_f32 for double data, which the 32-bit block reads
// do not cover, so rows arrive by ordinary coalesced loads and A's
// elements are broadcast with the double overload of
// intel_sub_group_shuffle; a shuffle_down pass forms the k-pairs'
// partial sums the way reductions across lanes do.
// features: fp64 subgroups
// pocl: no: PoCL has no sub-groups
// options: -DSIMD=16 -DTILE_M=4 -DTILE_K=16

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_intel_subgroups : enable

__attribute__((intel_reqd_sub_group_size(SIMD)))
__kernel void gemm_nn_f64_sg(const __global double *A, const __global double *B, __global double *C,
                             int M, int N, int K, double alpha, double beta,
                             __global double *rowsums)
{
    const int n0 = get_group_id(0) * SIMD;
    const int m0 = get_group_id(1) * TILE_M;
    const uint lid = get_sub_group_local_id();

    double4 acc = 0.0;
    double rs = 0.0;

    for (int k0 = 0; k0 < K; k0 += TILE_K) {
        const double4 a = (double4)(A[(m0 + 0) * K + k0 + lid], A[(m0 + 1) * K + k0 + lid],
                                    A[(m0 + 2) * K + k0 + lid], A[(m0 + 3) * K + k0 + lid]);
        for (uint kk = 0; kk < TILE_K; kk++) {
            const double b = B[(k0 + kk) * N + n0 + lid];
            acc.x = fma(intel_sub_group_shuffle(a.x, kk), b, acc.x);
            acc.y = fma(intel_sub_group_shuffle(a.y, kk), b, acc.y);
            acc.z = fma(intel_sub_group_shuffle(a.z, kk), b, acc.z);
            acc.w = fma(intel_sub_group_shuffle(a.w, kk), b, acc.w);
        }
        /* the row sums of A's tile, a tree of shuffles */
        double s = a.x;
        for (uint d = SIMD / 2; d > 0; d /= 2)
            s += intel_sub_group_shuffle_down(s, s, d);
        rs += s;
    }

    for (int r = 0; r < TILE_M; r++) {
        __global double *c = &C[(m0 + r) * N + n0 + lid];
        const double v = r == 0 ? acc.x : r == 1 ? acc.y : r == 2 ? acc.z : acc.w;
        *c = alpha * v + beta * *c;
    }
    if (lid == 0 && get_group_id(0) == 0)
        rowsums[m0] = rs;
}
