// FDTD 2D (the electric and magnetic fields of a 2D grid) in the style of
// a polyhedral benchmark suite's GPU kernels: three kernels for the ey,
// ex and hz updates, the source term _fict_ entering row 0 at time step
// t, sizes as kernel arguments, the coefficients 0.5 and 0.7 written as
// unsuffixed literals: double arithmetic where the header's pragma
// enabled cl_khr_fp64, single precision on a device without it (clang's
// rule for OpenCL C).  Each launch checks its own update.
// options: -DDATA_TYPE=float
// tolerance: 1e-6
// python: NX, NY = 10, 14
// python: def ey1(i):
// python:     r, c = i // NY, i % NY
// python:     if r == 0: return fict[t]
// python:     return f32(ey_in[i] - f32(0.5 * f32(hz[i] - hz[i - NY])))
// python: def ex2(i):
// python:     r, c = i // (NY + 1), i % (NY + 1)
// python:     if 1 <= c < NY: return f32(ex_in[i] - f32(0.5 * f32(hz[r * NY + c] - hz[r * NY + c - 1])))
// python:     return ex_in[i]
// python: def hz3(i):
// python:     r, c = i // NY, i % NY
// python:     d = f32(f32(f32(ex[r * (NY + 1) + c + 1] - ex[r * (NY + 1) + c]) + ey[(r + 1) * NY + c]) - ey[r * NY + c])
// python:     return f32(hz_in[i] - f32(0.7 * d))
// kernel: fdtd_kernel1
// global: 16 16  local: 8 8
// arg: global float fict[8] = i * 1.5
// arg: global float ex[10 * 15] = 0
// arg: global float ey[11 * 14] = rnd(i, 0, 100) / 4.0
// arg: global float hz[10 * 14] = rnd(i + 1, 0, 100) / 4.0
// arg: int t = 3
// arg: int nx = 10
// arg: int ny = 14
// expect: close(ey[i], ey1(i) if i < 10 * 14 else ey_in[i])
// kernel: fdtd_kernel2
// global: 16 16  local: 8 8
// arg: global float ex[10 * 15] = rnd(i + 2, 0, 100) / 4.0
// arg: global float ey[11 * 14] = 0
// arg: global float hz[10 * 14] = rnd(i + 3, 0, 100) / 4.0
// arg: int nx = 10
// arg: int ny = 14
// expect: close(ex[i], ex2(i))
// kernel: fdtd_kernel3
// global: 16 16  local: 8 8
// arg: global float ex[10 * 15] = rnd(i + 4, 0, 100) / 4.0
// arg: global float ey[11 * 14] = rnd(i + 5, 0, 100) / 4.0
// arg: global float hz[10 * 14] = rnd(i + 6, 0, 100) / 4.0
// arg: int nx = 10
// arg: int ny = 14
// expect: close(hz[i], hz3(i))

#include "polybench.h"

__kernel void fdtd_kernel1(__global DATA_TYPE *_fict_, __global DATA_TYPE *ex, __global DATA_TYPE *ey,
                           __global DATA_TYPE *hz, int t, int nx, int ny)
{
	int j = get_global_id(0);
	int i = get_global_id(1);

	if ((i < nx) && (j < ny))
	{
		int tid = i * ny + j;

		if (i == 0)
		{
			ey[i * ny + j] = _fict_[t];
		}
		else
		{
			ey[i * ny + j] = ey[i * ny + j] - 0.5 * (hz[tid] - hz[(i - 1) * ny + j]);
		}
	}
}

__kernel void fdtd_kernel2(__global DATA_TYPE *ex, __global DATA_TYPE *ey, __global DATA_TYPE *hz, int nx, int ny)
{
	int j = get_global_id(0);
	int i = get_global_id(1);

	if ((i < nx) && (j < ny) && (j > 0))
	{
		ex[i * (ny + 1) + j] = ex[i * (ny + 1) + j] - 0.5 * (hz[i * ny + j] - hz[i * ny + (j - 1)]);
	}
}

__kernel void fdtd_kernel3(__global DATA_TYPE *ex, __global DATA_TYPE *ey, __global DATA_TYPE *hz, int nx, int ny)
{
	int j = get_global_id(0);
	int i = get_global_id(1);

	if ((i < nx) && (j < ny))
	{
		hz[i * ny + j] = hz[i * ny + j] - 0.7 * (ex[i * (ny + 1) + (j + 1)] - ex[i * (ny + 1) + j]
			+ ey[(i + 1) * ny + j] - ey[i * ny + j]);
	}
}
