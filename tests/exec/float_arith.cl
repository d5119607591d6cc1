// Float + - * / and negation, one operation per statement so that each
// result is rounded to float once (no contraction into fma); int operands
// convert to float first.
// tolerance: 3e-7
// kernel: farith
// global: 512
// arg: global float a[512] = rnd(i, -10**6, 10**6) / 997.0
// arg: global float b[512] = rnd(i + 5, 1, 10**6) / 131.0 * (1 if i % 2 else -1)
// arg: global int n[512] = rnd(i, -5000, 5000)
// arg: global float add[512]
// arg: global float sub[512]
// arg: global float mul[512]
// arg: global float div[512]
// arg: global float mixed[512]
// arg: global int cmp[512]
// expect: add[i] == f32(a[i] + b[i]) and sub[i] == f32(a[i] - b[i])
// expect: mul[i] == f32(a[i] * b[i])
// expect: close(div[i], a[i] / b[i])
// expect: mixed[i] == f32(-f32(a[i] * f32(n[i])))
// expect: cmp[i] == (a[i] < b[i]) + 2 * (a[i] == a[i]) + 4 * (a[i] >= b[i])

kernel void farith(global const float *a, global const float *b, global const int *n,
                   global float *add, global float *sub, global float *mul,
                   global float *div, global float *mixed, global int *cmp)
{
	int i = get_global_id(0);
	float x = a[i], y = b[i];
	add[i] = x + y;
	sub[i] = x - y;
	mul[i] = x * y;
	div[i] = x / y;
	float t = x * n[i];
	mixed[i] = -t;
	cmp[i] = (x < y) + 2 * (x == x) + 4 * (x >= y);
}
