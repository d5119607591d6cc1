// OpenCL C 6.3.i with floating results: under a long vector condition two
// double arms give a double vector, a double and a long give double, and a
// vector arm decides; under an int vector, float arms give a float vector.
// Each component by the condition's most significant bit.
// requires: fp64
// options: -device skl
// kernel: k
// global: 8
// arg: global long cs[64] = rnd(i, -2**63, 2**63 - 1)
// arg: global double o[128]
// python: def want(j):
// python:     i, k = j // 16, j % 16
// python:     c = cs[i * 4 + k % 4]
// python:     m = c < 0
// python:     mi = (c & 0xffffffff) >= 2**31
// python:     return [1.5 if m else 2.5, (i + 0.25) if m else 7.0,
// python:             0.5 if mi else 3.0, 4.0 if m else -(i + 1.0)][k // 4]
// expect: o[i] == want(i)
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void k(global const long *cs, global double *o)
{
	int i = get_global_id(0);
	long4 c = vload4(i, cs);
	int4 ci = convert_int4(c);
	double4 dv = (double4)(-(i + 1.0));
	vstore4(c ? 1.5 : 2.5, 0, o + 16 * i);
	vstore4(c ? i + 0.25 : 7L, 0, o + 16 * i + 4);
	vstore4(convert_double4(ci ? 0.5f : 3.0f), 0, o + 16 * i + 8);
	vstore4(c ? 4.0 : dv, 0, o + 16 * i + 12);
}
