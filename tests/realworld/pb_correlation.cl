// Correlation (column means, standard deviations, centred and scaled data,
// the correlation matrix) in double precision in the style of a
// polyhedral benchmark suite's GPU kernels: four kernels, the
// float_n and eps parameters, sqrt, the near-zero guard on the deviation
// with ?:, the symmetric result written from one triangle.  Each launch
// checks its own stage against Python doubles.
// features: fp64
// options: -DDATA_TYPE=double
// tolerance: 1e-12
// python: M, N = 6, 9
// python: def col(d, j): return [d[i * M + j] for i in range(N)]
// python: def col_mean(j): return sum(col(data_in, j)) / float_n
// python: def col_std(j):
// python:     s = sqrt(sum((v - mean_in[j]) ** 2 for v in col(data_in, j)) / float_n)
// python:     return 1.0 if s <= eps else s
// python: def red(i):
// python:     r, j = i // M, i % M
// python:     return (data_in[i] - mean_in[j]) / (sqrt(float_n) * stddev_in[j])
// python: def corr(i):
// python:     a, b = i // M, i % M
// python:     return 1.0 if a == b else sum(data_in[k * M + a] * data_in[k * M + b] for k in range(N))
// kernel: mean_kernel
// global: 8  local: 8
// arg: global double mean[6] = 0
// arg: global double data[9 * 6] = rnd(i, 0, 1000) / 16.0
// arg: double float_n = 9.0
// arg: int m = 6
// arg: int n = 9
// expect: close(mean[i], col_mean(i))
// kernel: std_kernel
// global: 8  local: 8
// arg: global double mean[6] = rnd(i, 0, 1000) / 16.0
// arg: global double stddev[6] = 0
// arg: global double data[9 * 6] = rnd(i, 0, 1000) / 16.0 if i % 6 else 7.0
// arg: double float_n = 9.0
// arg: double eps = 0.005
// arg: int m = 6
// arg: int n = 9
// expect: close(stddev[i], col_std(i))
// kernel: reduce_kernel
// global: 8 16  local: 8 8
// arg: global double mean[6] = rnd(i, 0, 1000) / 16.0
// arg: global double stddev[6] = rnd(i + 1, 1, 1000) / 16.0
// arg: global double data[9 * 6] = rnd(i + 2, 0, 1000) / 16.0
// arg: double float_n = 9.0
// arg: int m = 6
// arg: int n = 9
// expect: close(data[i], red(i))
// kernel: corr_kernel
// global: 8  local: 8
// arg: global double symmat[6 * 6] = -1
// arg: global double data[9 * 6] = rnd(i + 3, 0, 100) / 16.0 - 3
// arg: int m = 6
// arg: int n = 9
// expect: close(symmat[i], corr(i))

#include "polybench.h"

__kernel void mean_kernel(__global DATA_TYPE *mean, __global DATA_TYPE *data, DATA_TYPE float_n, int m, int n)
{
	int j = get_global_id(0);

	if (j < m)
	{
		mean[j] = 0.0;

		int i;
		for (i = 0; i < n; i++)
		{
			mean[j] += data[i * m + j];
		}

		mean[j] /= (DATA_TYPE)float_n;
	}
}

__kernel void std_kernel(__global DATA_TYPE *mean, __global DATA_TYPE *std, __global DATA_TYPE *data,
                         DATA_TYPE float_n, DATA_TYPE eps, int m, int n)
{
	int j = get_global_id(0);

	if (j < m)
	{
		std[j] = 0.0;

		int i;
		for (i = 0; i < n; i++)
		{
			std[j] += (data[i * m + j] - mean[j]) * (data[i * m + j] - mean[j]);
		}
		std[j] /= float_n;
		std[j] = sqrt(std[j]);
		std[j] = (std[j] <= eps) ? 1.0 : std[j];
	}
}

__kernel void reduce_kernel(__global DATA_TYPE *mean, __global DATA_TYPE *std, __global DATA_TYPE *data,
                            DATA_TYPE float_n, int m, int n)
{
	int j = get_global_id(0);
	int i = get_global_id(1);

	if ((i < n) && (j < m))
	{
		data[i * m + j] -= mean[j];
		data[i * m + j] /= (sqrt(float_n) * std[j]);
	}
}

__kernel void corr_kernel(__global DATA_TYPE *symmat, __global DATA_TYPE *data, int m, int n)
{
	int j1 = get_global_id(0);
	int i, j2;

	if (j1 < (m - 1))
	{
		symmat[j1 * m + j1] = 1.0;

		for (j2 = (j1 + 1); j2 < m; j2++)
		{
			symmat[j1 * m + j2] = 0.0;

			for (i = 0; i < n; i++)
			{
				symmat[j1 * m + j2] += data[i * m + j1] * data[i * m + j2];
			}

			symmat[j2 * m + j1] = symmat[j1 * m + j2];
		}
	}
	else if (j1 == m - 1)
	{
		symmat[j1 * m + j1] = 1.0;
	}
}
