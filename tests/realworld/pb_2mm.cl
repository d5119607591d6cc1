// 2mm (D = beta * D + (alpha * A * B) * C) in the style of a polyhedral
// benchmark suite's GPU kernels: one kernel per matrix product, a 2D
// launch with the column index in dimension 0, bounds tests, the
// accumulation done in place in global memory, the element type from -D.
// Small-integer data, exact checks; each launch starts from its own data.
// options: -DDATA_TYPE=float
// python: def mm1(i):
// python:     r, c = i // NJ, i % NJ
// python:     return sum(alpha * A[r * NK + k] * B[k * NJ + c] for k in range(NK))
// python: def mm2(i):
// python:     r, c = i // NL, i % NL
// python:     return D_in[i] * beta + sum(tmp[r * NJ + k] * C[k * NL + c] for k in range(NJ))
// kernel: mm2_kernel1
// global: 16 16  local: 8 8
// arg: global float tmp[12 * 10] = 99
// arg: global float A[12 * 14] = rnd(i, 0, 7) - 3
// arg: global float B[14 * 10] = rnd(i + 1, 0, 7) - 3
// arg: int ni = 12
// arg: int nj = 10
// arg: int nk = 14
// arg: int nl = 9
// arg: float alpha = 2
// arg: float beta = 3
// python: NI, NJ, NK, NL = 12, 10, 14, 9
// expect: tmp[i] == mm1(i)
// kernel: mm2_kernel2
// global: 16 16  local: 8 8
// arg: global float tmp[12 * 10] = rnd(i + 2, 0, 7) - 3
// arg: global float C[10 * 9] = rnd(i + 3, 0, 7) - 3
// arg: global float D[12 * 9] = rnd(i + 4, 0, 7) - 3
// arg: int ni = 12
// arg: int nj = 10
// arg: int nk = 14
// arg: int nl = 9
// arg: float alpha = 2
// arg: float beta = 3
// expect: D[i] == mm2(i)

#include "polybench.h"

__kernel void mm2_kernel1(__global DATA_TYPE *tmp, __global DATA_TYPE *A, __global DATA_TYPE *B,
                          int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta)
{
	int j = get_global_id(0);
	int i = get_global_id(1);

	if ((i < ni) && (j < nj))
	{
		tmp[i * nj + j] = 0;
		int k;
		for (k = 0; k < nk; k++)
		{
			tmp[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
		}
	}
}

__kernel void mm2_kernel2(__global DATA_TYPE *tmp, __global DATA_TYPE *C, __global DATA_TYPE *D,
                          int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta)
{
	int j = get_global_id(0);
	int i = get_global_id(1);

	if ((i < ni) && (j < nl))
	{
		D[i * nl + j] *= beta;
		int k;
		for (k = 0; k < nj; k++)
		{
			D[i * nl + j] += tmp[i * nj + k] * C[k * nl + j];
		}
	}
}
