// '(p[i]) + x' and '(f(p[i])) - x': macro arguments in parentheses that the
// grammar first reads as casts to a type 'p' or 'f' (C99 6.5.4 would need a
// type name); zocc reads them back as expressions, as in a LERP macro.
// kernel: k
// global: 16
// arg: global int p[17] = i * 3 - 20
// arg: global int q[16]
// python: def lerp2(a, b):
// python:     return a + (b - a) * 2
// expect: q[i] == lerp2(p[i], p[i + 1]) + 2 * (p[i] + 1) - p[i] * p[i + 1] + (p[i] + 1) - 1
#define LERP2(a, b) ((a) + ((b) - (a)) * 2)

int f(int x)
{
	return x + 1;
}

kernel void k(global const int *p, global int *q)
{
	int i = get_global_id(0), j = i + 1;
	q[i] = LERP2(p[i], p[j]) + (f(p[i])) * 2 - (p[i]) * (p[j]) + (f(p[i])) - 1;
}
