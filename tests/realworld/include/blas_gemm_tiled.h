/* blas_gemm_tiled.h — C = alpha * A * B + beta * C (column-major, as BLAS
 * stores matrices) with square TS x TS tiles of A and B staged in __local
 * memory, each work-item computing WPT elements of a column strip; tile
 * size and work per thread from -D.  The body of the tiled GEMM tests,
 * in the style of a tuned BLAS library's and its tutorials' kernels. */
#ifndef BLAS_GEMM_TILED_H
#define BLAS_GEMM_TILED_H

#include "blas_common.h"

#ifndef TS
  #define TS 16
#endif
#ifndef WPT
  #define WPT 4
#endif
#define RTS (TS/WPT)    /* the reduced tile size in one dimension */

#if TS % WPT != 0
  #error "TS must be a multiple of WPT"
#endif

__kernel __attribute__((reqd_work_group_size(TS, RTS, 1)))
void XgemmTiled(const int M, const int N, const int K,
                const real alpha, const real beta,
                const __global real* RESTRICT A,
                const __global real* RESTRICT B,
                __global real* C)
{
  const int row = get_local_id(0);
  const int col = get_local_id(1);
  const int globalRow = TS*get_group_id(0) + row;
  const int globalCol = TS*get_group_id(1) + col;

  __local real Asub[TS][TS];
  __local real Bsub[TS][TS];

  real acc[WPT];
  #pragma unroll
  for (int w = 0; w < WPT; w++) {
    SetToZero(acc[w]);
  }

  const int numTiles = K/TS;
  for (int t = 0; t < numTiles; t++) {

    #pragma unroll
    for (int w = 0; w < WPT; w++) {
      const int tiledRow = TS*t + row;
      const int tiledCol = TS*t + col;
      Asub[col + w*RTS][row] = A[(tiledCol + w*RTS)*M + globalRow];
      Bsub[col + w*RTS][row] = B[(globalCol + w*RTS)*K + tiledRow];
    }

    barrier(CLK_LOCAL_MEM_FENCE);

    for (int k = 0; k < TS; k++) {
      #pragma unroll
      for (int w = 0; w < WPT; w++) {
        MultiplyAdd(acc[w], Asub[k][row], Bsub[col + w*RTS][k]);
      }
    }

    barrier(CLK_LOCAL_MEM_FENCE);
  }

  #pragma unroll
  for (int w = 0; w < WPT; w++) {
    __global real* c = &C[(globalCol + w*RTS)*M + globalRow];
    AXPBY(*c, alpha, acc[w], beta, *c);
  }
}

#endif
