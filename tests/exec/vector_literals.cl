// Vector literals of run-time values (OpenCL C 6.1.6): scalars, a mix of
// scalars and vectors, a splat, and a braced initializer.
// kernel: literals
// global: 32
// arg: global int a[32] = rnd(i, -1000, 1000)
// arg: global int out[128]
// arg: global int pair[64]
// python: def ref(x):
// python:     return [i32(4 * x), i32(2 * x), i32(3 * x + 1), i32(2 * x + 2)]
// expect: out[i] == ref(a[i // 4])[i % 4]
// expect: pair[i] == [i32(a[i // 2] * 2), i32(a[i // 2] * 2 + 7)][i % 2]

kernel void literals(global const int *a, global int *out, global int *pair)
{
	int k = get_global_id(0);
	int x = a[k];
	int2 p = (int2)(x, x + 1);
	int4 v = (int4)(x, p, x + 2) + (int4)(x);
	int4 w = {3 * x, x, 2 * x, x};
	int2 q = (int2)(x * 2, x * 2 + 7);

	v.x = w.x + x;
	v.z += w.z - x;
	out[4 * k] = v.x;
	out[4 * k + 1] = v.y;
	out[4 * k + 2] = v.z;
	out[4 * k + 3] = v.w;
	pair[2 * k] = q.s0;
	pair[2 * k + 1] = q.s1;
}
