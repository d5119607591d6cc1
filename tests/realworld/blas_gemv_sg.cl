// Single-precision GEMV (y = alpha * A x + beta * y, row-major A) with
// sub-groups of 8, in the style of Intel-tuned BLAS kernels: each
// sub-group owns a row, reads A and x four elements per lane with
// intel_sub_group_block_read4, reduces with sub_group_reduce_add, and one
// lane writes; intel_reqd_sub_group_size(8), which pvc does not offer.
// features: subgroups sg8
// pocl: no: PoCL has no sub-groups
// options: -DSIMD=8 -DWG_ROWS=4

#pragma OPENCL EXTENSION cl_intel_subgroups : enable
#pragma OPENCL EXTENSION cl_khr_subgroups : enable

__attribute__((intel_reqd_sub_group_size(SIMD)))
__attribute__((reqd_work_group_size(SIMD, WG_ROWS, 1)))
__kernel void gemv_n_sg(const __global float *A, const __global float *x, __global float *y,
                        int M, int N, float alpha, float beta)
{
    const int row = get_group_id(1) * WG_ROWS + get_local_id(1);
    if (row >= M)
        return;

    const __global float *a = A + (size_t)row * N;
    float sum = 0.0f;

    for (int k0 = 0; k0 < N; k0 += 4 * SIMD) {
        const float4 av = as_float4(intel_sub_group_block_read4((const __global uint *)(a + k0)));
        const float4 xv = as_float4(intel_sub_group_block_read4((const __global uint *)(x + k0)));
        sum += dot(av, xv);
    }

    sum = sub_group_reduce_add(sum);
    if (get_sub_group_local_id() == 0)
        y[row] = alpha * sum + beta * y[row];
}
