// Math builtins: sqrt, fabs, fmin/fmax, mad, clamp, and the integer min,
// max and abs.
// requires: math
// tolerance: 4e-7
// kernel: math
// global: 128
// arg: global float x[128] = (i - 64) * 0.75
// arg: global int n[128] = rnd(i, -100, 100)
// arg: global float f[128]
// arg: global int k[128]
// expect: close(f[i], sqrt(abs(x[i])) + max(min(x[i], 10), -10) + x[i] * 2 + 1 + min(max(x[i], -1), 1))
// expect: k[i] == min(n[i], 5) + max(n[i], -5) + abs(n[i]) + min(max(n[i], -20), 20)

kernel void math(global const float *x, global const int *n, global float *f, global int *k)
{
	int i = get_global_id(0);
	float v = x[i];
	f[i] = sqrt(fabs(v)) + fmax(fmin(v, 10.0f), -10.0f) + mad(v, 2.0f, 1.0f) + clamp(v, -1.0f, 1.0f);
	int m = n[i];
	k[i] = min(m, 5) + max(m, -5) + abs(m) + clamp(m, -20, 20);
}
