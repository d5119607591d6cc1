// GEMV (y = alpha * A x + beta * y, column-major A) in the style of a BLAS
// library's Xgemv: each work-group caches WGS elements of x in __local
// memory per step, each work-item computes WPT rows, the loop over the
// cached chunk unrolled; sizes from -D.  Small-integer data, exact check.
// options: -DWGS=16 -DWPT=2
// python: def gemv(i):
// python:     return alpha * sum(A[k * 64 + i] * x[k] for k in range(40)) + beta * y_in[i]
// kernel: Xgemv
// global: 32  local: 16
// arg: int m = 64
// arg: int n = 40
// arg: float alpha = 3.0
// arg: global float A[64 * 40] = rnd(i, 0, 11) - 5
// arg: global float x[40] = rnd(i + 1, 0, 11) - 5
// arg: float beta = -2.0
// arg: global float y[64] = rnd(i + 2, 0, 50)
// expect: y[i] == gemv(i)

#include "blas_common.h"

__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void Xgemv(const int m, const int n, const real alpha,
           const __global real* RESTRICT agm,
           const __global real* RESTRICT xgm,
           const real beta, __global real* ygm)
{
  __local real xlm[WGS];

  real acc[WPT];
  #pragma unroll
  for (int w = 0; w < WPT; ++w) {
    SetToZero(acc[w]);
  }

  for (int kwg = 0; kwg < n; kwg += WGS) {
    const int lid = get_local_id(0);
    xlm[lid] = kwg + lid < n ? xgm[kwg + lid] : ZERO;
    barrier(CLK_LOCAL_MEM_FENCE);

    const int kl = min(WGS, n - kwg);
    #pragma unroll
    for (int w = 0; w < WPT; ++w) {
      const int gid = w*get_global_size(0) + get_global_id(0);
      for (int kloop = 0; kloop < kl; ++kloop) {
        MultiplyAdd(acc[w], agm[(kwg + kloop)*m + gid], xlm[kloop]);
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }

  #pragma unroll
  for (int w = 0; w < WPT; ++w) {
    const int gid = w*get_global_size(0) + get_global_id(0);
    AXPBY(ygm[gid], alpha, acc[w], beta, ygm[gid]);
  }
}
