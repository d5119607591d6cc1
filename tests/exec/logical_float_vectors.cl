// OpenCL C 1.2 6.3.h: !, && and || on floating vectors (and scalars),
// component-wise: true is -1 in a signed integer vector of the element's
// size; a NaN is not zero (so !NaN is 0 and NaN && x is x != 0), -0.0 is
// zero.  And ++ and ~ on bool, as C has them: ++b is true, ~b is ~(int)b
// (-- on bool, which llvm-spirv-15 cannot translate, is in bool_incdec.cl).
// The values are clang-15's.
// options: -cl-std=CL1.2
// requires: fp64
// kernel: k
// global: 8
// arg: global float a[8] = [0.0, -0.0, 1.5, float('nan'), -2.0, float('inf'), 1e-40, 0.0][i]
// arg: global float b[8] = [0.0, 3.0, -0.0, 1.0, float('nan'), 0.0, 2.0, -1.0][i]
// arg: global int out[128]
// expect: same-as-reference

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void k(global const float *a, global const float *b, global int *out)
{
	int i = get_global_id(0);
	float4 x = (float4)(a[i], b[i], a[7 - i], b[(i + 3) % 8]);
	float4 y = (float4)(b[i], a[(i + 5) % 8], b[7 - i], a[i]);
	double2 dx = convert_double2(x.xy), dy = convert_double2(y.zw);
	int4 n = !x;
	int4 land = x && y, lor = x || y;
	long2 dn = !dx, dland = dx && dy, dlor = dx || dy;
	int4 sc = x && 1.0f;
	bool t = a[i] != 0.0f, u = t;
	int g = ++t, h = t++, p = u++, q = ~t, r = ~u;

	vstore4(n, 0, out + 16 * i);
	vstore4(land, 1, out + 16 * i);
	vstore4(lor, 2, out + 16 * i);
	out[16 * i + 12] = (int)(dn.x + 2 * dn.y + 4 * dland.x + 8 * dland.y + 16 * dlor.x + 32 * dlor.y);
	out[16 * i + 13] = sc.x + 2 * sc.y + 4 * sc.z + 8 * sc.w;
	out[16 * i + 14] = g + 2 * h + 4 * p + 8 * q + 16 * t + 32 * u;
	out[16 * i + 15] = r + !a[i] + 4 * (a[i] && b[i]) + 8 * (a[i] || b[i]);
}
