// Double-precision GEMM through __local tiles: the same kernel text as
// blas_gemm_tiled_f32 (include/blas_gemm_tiled.h) built with
// -DPRECISION=64 and another tile shape, as a BLAS library builds one
// source for every precision.  Exact small-integer data, exact check.
// features: fp64
// options: -DPRECISION=64 -DTS=8 -DWPT=2
// python: def gemm(i):
// python:     m, n = i % 24, i // 24
// python:     return alpha * sum(A[k * 24 + m] * B[n * 32 + k] for k in range(32)) + beta * C_in[i]
// kernel: XgemmTiled
// global: 24 8  local: 8 4
// arg: int M = 24
// arg: int N = 16
// arg: int K = 32
// arg: double alpha = 0.5
// arg: double beta = 3.0
// arg: global double A[24 * 32] = rnd(i, 0, 17) - 8
// arg: global double B[32 * 16] = rnd(i + 5, 0, 17) - 8
// arg: global double C[24 * 16] = rnd(i + 11, 0, 100)
// expect: C[i] == gemm(i)

#include "blas_gemm_tiled.h"
