// Jacobi 2D in the style of a polyhedral benchmark suite's GPU kernels:
// one kernel computes the five-point average into B away from the border,
// the other copies it back; the size from -D, the interior tested with a
// compound condition.  Each launch checks its own step.
// options: -DN=20 -DDATA_TYPE=float
// tolerance: 1e-6
// python: def jac(i):
// python:     r, c = i // N, i % N
// python:     if 1 <= r < N - 1 and 1 <= c < N - 1:
// python:         return f32(0.2 * (A[i] + A[i - 1] + A[i + 1] + A[i + N] + A[i - N]))
// python:     return -1.0
// kernel: runJacobi2D_kernel1
// global: 32 32  local: 16 16
// arg: global float A[20 * 20] = rnd(i, 0, 1000) / 64.0
// arg: global float B[20 * 20] = -1
// arg: int n = 20
// expect: close(B[i], jac(i))
// kernel: runJacobi2D_kernel2
// global: 32 32  local: 16 16
// arg: global float A[20 * 20] = 5
// arg: global float B[20 * 20] = rnd(i, 0, 1000) / 64.0
// arg: int n = 20
// expect: A[i] == (B[i] if 1 <= i // N < N - 1 and 1 <= i % N < N - 1 else 5)

#include "polybench.h"

__kernel void runJacobi2D_kernel1(__global DATA_TYPE* A, __global DATA_TYPE* B, int n)
{
	int i = get_global_id(1);
	int j = get_global_id(0);

	if ((i >= 1) && (i < (n - 1)) && (j >= 1) && (j < (n - 1)))
	{
		B[i*N + j] = 0.2f * (A[i*N + j] + A[i*N + (j-1)] + A[i*N + (1 + j)] + A[(1 + i)*N + j] + A[(i-1)*N + j]);
	}
}

__kernel void runJacobi2D_kernel2(__global DATA_TYPE* A, __global DATA_TYPE* B, int n)
{
	int i = get_global_id(1);
	int j = get_global_id(0);

	if ((i >= 1) && (i < (n - 1)) && (j >= 1) && (j < (n - 1)))
	{
		A[i*N + j] = B[i*N + j];
	}
}
