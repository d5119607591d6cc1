// A __constant variable initialized from other __constant variables, as
// real code derives its constants (clang folds them: a __constant object
// never changes; zocc said "not a compile-time constant"): scalars,
// vectors, table elements made of them, through arithmetic and ?:.
// kernel: k
// global: 1
// arg: global float o[6]
// expect: o[0] == f32(f32(3.14159265) * 2)
// expect: o[1] == 4
// expect: o[2] == 10
// expect: o[3] == 3
// expect: o[4] == f32(f32(3.14159265) / 4)
// expect: o[5] == 7
__constant float PI_F = 3.14159265f;
__constant float TWO_PI = 2 * PI_F;
__constant int N = 4;
__constant int N2 = N * N - 6;
__constant int4 V = (int4)(1, 2, N - 1, N);
__constant float QUARTER[2] = {PI_F / N, N2 > 5 ? 7.0f : 0.0f};


kernel void k(global float *o)
{
	o[0] = TWO_PI;
	o[1] = N;
	o[2] = N2;
	o[3] = V.z;
	o[4] = QUARTER[0];
	o[5] = QUARTER[1];
}
