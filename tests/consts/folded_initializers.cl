// Program-scope initializers clang folds (C99 6.6), each as zocc must fold
// it: a float operation in float (1.0f / 3.0f is not (float)(1.0 / 3.0)),
// a double one in double, conversions rounding to nearest (16777217 to
// float), float to integer truncating and saturating as clang does, ?:,
// comparisons of floats, sizeof and _Alignof, enumerators, vector
// literals with computed components, and hex floats.
// options: -cl-ext=+cl_khr_fp64
// requires: fp64
// kernel: k
// global: 1
// arg: global float f[8]
// arg: global long n[12]
// arg: global double d[2]
// expect: f[0] == 0.0625 and f[1] == -1.5 and f[2] == f32(1.0 / 3.0) and f[3] == 16777216.0
// expect: f[4] == f32(f32(1.0 / 3.0) * 3.0) and f[5] == f32(2.0 / 3.0) and f[6] == 2.0 and f[7] == inf
// expect: n[0] == 7 and n[1] == 44 and n[2] == 24 and n[3] == 2147483647 and n[4] == 0 and n[5] == -1
// expect: n[6] == 1 and n[7] == 10000000000000000000 - (1 << 64) and n[8] == 16777216 and n[9] == 12 and n[10] == -3 and n[11] == 4
// expect: d[0] == f32(1.0 / 3.0) and d[1] == 1.0 / 3.0

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

enum { THREE = 3, FOUR = THREE + 1 };

constant float a = 1.0f / 16.0f;
constant float b = -0.5f * 3;
constant float third = 1.0f / 3.0f;
constant float big = 16777217;
constant float again = (1.0f / 3.0f) * 3.0f;
constant float4 v = (float4)(1.0f, 2.0f / 3.0f, THREE, 1 ? 2.0f : 3.0f);
constant float inf = 1.0f / 0.0f;
constant int c = (int)(2.5f * 3);
constant uchar u8 = (uchar)300;
constant int sizes = sizeof(float4) + _Alignof(double);
constant int sat = (int)1e10f;
constant uint neg = (uint)-1.5f;
constant long m1 = (long)-1.5;
constant int cmp = 1.5f > 1.0f;
constant ulong huge = (ulong)1e19;
constant int rounds = (int)(float)16777217;
constant int hexf = (int)(0x1.8p3);
constant int cond = 0.5 < 0.25 ? 1 : -THREE;
constant double dthird = 1.0f / 3.0f;
constant double exact = 1.0 / 3.0;

kernel void k(global float *f, global long *n, global double *d)
{
	f[0] = a;
	f[1] = b;
	f[2] = third;
	f[3] = big;
	f[4] = again;
	f[5] = v.y;
	f[6] = v.w;
	f[7] = inf;
	n[0] = c;
	n[1] = u8;
	n[2] = sizes;
	n[3] = sat;
	n[4] = neg;
	n[5] = m1;
	n[6] = cmp;
	n[7] = huge;
	n[8] = rounds;
	n[9] = hexf;
	n[10] = cond;
	n[11] = FOUR;
	d[0] = dthird;
	d[1] = exact;
}
