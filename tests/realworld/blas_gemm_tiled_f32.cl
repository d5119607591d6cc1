// Single-precision GEMM through __local tiles (include/blas_gemm_tiled.h)
// with the tile size and work per thread from -D, in the style of a
// tuned BLAS library's kernels built once per tuning parameter set.
// Small-integer matrices make every product exact, so the check is exact
// whatever the order of the additions.
// options: -DPRECISION=32 -DTS=16 -DWPT=4 -DUSE_CL_MAD=1
// python: def gemm(i):
// python:     m, n = i % 32, i // 32
// python:     return alpha * sum(A[k * 32 + m] * B[n * 48 + k] for k in range(48)) + beta * C_in[i]
// kernel: XgemmTiled
// global: 32 8  local: 16 4
// arg: int M = 32
// arg: int N = 32
// arg: int K = 48
// arg: float alpha = 2.0
// arg: float beta = -1.0
// arg: global float A[32 * 48] = rnd(i, 0, 9) - 4
// arg: global float B[48 * 32] = rnd(i + 5, 0, 9) - 4
// arg: global float C[32 * 32] = rnd(i + 11, 0, 100)
// expect: C[i] == gemm(i)

#include "blas_gemm_tiled.h"
