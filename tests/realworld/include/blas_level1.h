/* blas_level1.h — AXPY kernels for any precision and vector width
 * (blas_common.h's real and realV): the fast kernel over realV vectors
 * with reqd_work_group_size from the tuning macro WGS, and the generic one
 * with offsets and increments.  Included by the blas_axpy tests, as a BLAS
 * library pastes its common header and a routine's kernels into one
 * program per precision. */
#ifndef BLAS_LEVEL1_H
#define BLAS_LEVEL1_H

#include "blas_common.h"

__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void XaxpyFast(const int n, const real arg_alpha,
               const __global realV* RESTRICT xgm,
               __global realV* ygm)
{
  const real alpha = arg_alpha;

  #pragma unroll
  for (int _w = 0; _w < WPT; _w += 1) {
    const int id = _w*get_global_size(0) + get_global_id(0);
    if (id * vec_step(realV) >= n) { break; }
    realV xvalue = xgm[id];
    realV yvalue = ygm[id];
    MultiplyAdd(yvalue, alpha, xvalue);
    ygm[id] = yvalue;
  }
}

__kernel
void Xaxpy(const int n, const real arg_alpha,
           const __global real* RESTRICT xgm, const int x_offset, const int x_inc,
           __global real* ygm, const int y_offset, const int y_inc)
{
  const real alpha = arg_alpha;
  (void)sizeof(real);

  /* a grid-stride loop: any global size covers any n */
  for (int id = get_global_id(0); id < n; id += get_global_size(0)) {
    real xvalue = xgm[id*x_inc + x_offset];
    MultiplyAdd(ygm[id*y_inc + y_offset], alpha, xvalue);
  }
}

#endif
