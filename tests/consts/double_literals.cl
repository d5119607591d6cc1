// Double literals in float code, with fp64 enabled (so 0.5 is a double):
// a double constant converted to float is converted at compile time, with
// correct rounding, and an operation on a float and a double constant
// that float holds exactly, rounded back to float, is done in float (the
// result cannot differ: Figueroa 1995); a comparison with a constant float
// cannot hold uses the floats around it.  No Float64 in the module, so it
// runs on tgllp and dg2-g10 too.  Every path a double constant meets a
// float: initializers, assignments, arguments, returns, ?:, vector
// literal elements, array and struct initializers, compound assignment,
// comparisons, the comma operator.
// options: -cl-ext=+cl_khr_fp64
// not-capability: Float64
// kernel: k
// global: 64
// arg: global float q[64] = (i - 32) * 0.375
// arg: global float p[1024]
// arg: global int r[256]
// python: def want(j):
// python:     i, k = j // 16, j % 16
// python:     y = f32((i - 32) * 0.375)
// python:     v = [f32(0.1), 1.0, 2.5, y]
// python:     a = [0.5, 1.5, -2.0]
// python:     x = f32(f32(f32(f32(y + 0.5) - 0.25) * 2.0) / 4.0)
// python:     vals = [f32(0.1), 1.0, x, f32(f32(f32(y * 0.5) + (1.0 if i & 1 else 0.25)) + (y if i & 2 else 0.0)),
// python:             f32(y / 2.0), f32(1.0 / 3.0), f32(f32(f32(v[0] + v[1]) + v[2]) + v[3]), a[i % 3], f32(-(y * 0.5)), 2.0,
// python:             f32(y - 1.0), f32(f32(i) * 0.125), f32(3.0 / 7.0), f32(1e-46), f32(16777217.0), 0.0]
// python:     return vals[k]
// python: def cmp(j):
// python:     i, k = j // 4, j % 4
// python:     y = f32((i - 32) * 0.375)
// python:     return [int(y < 0.1), int(0.1 <= y), int(y > 1e40), int(y == 0.5)][k]
// expect: p[i] == want(i) if i < 1024 else True
// expect: r[i] == cmp(i)

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

constant float tenth = 0.1;
constant float third = 1.0 / 3.0;

typedef struct { float f; float g[2]; } S;

float half_of(float x) { return x * 0.5; }
float pick(int c) { return c ? 1.0 : 0.25; }
float pick2(int c, float x) { return c ? x : 0.0; }
float id(float x) { return x; }

kernel void k(global const float *q, global float *p, global int *r)
{
	int i = get_global_id(0);
	float y = q[i];
	float x = 0.5 + 0.0;
	float4 v = (float4)(0.1, 1.0, 2.5, y);
	float a[3] = {0.5, 1.5, -2.0};
	S s = {0.0, {3.0 / 7.0, 1e-46}};
	global float *o = p + 16 * i;

	o[0] = tenth;
	o[1] = 1.0;
	x += y;
	x -= 0.25;
	x *= 2.0;
	x /= 4.0;
	o[2] = x;
	o[3] = half_of(y) + pick(i & 1) + pick2(i & 2, y);
	o[4] = y / 2.0;
	o[5] = third;
	o[6] = v.x + v.y + v.z + v.w;
	o[7] = a[i % 3];
	o[8] = -(y * 0.5);
	o[9] = (i, 2.0);
	o[10] = y - 1.0;
	o[11] = (float)i * 0.125;
	o[12] = s.g[0];
	o[13] = s.g[1];
	o[14] = id(16777217.0);
	o[15] = -0.0 + s.f;
	r[4 * i] = y < 0.1;
	r[4 * i + 1] = 0.1 <= y;
	r[4 * i + 2] = y > 1e40;
	r[4 * i + 3] = y == 0.5;
}
