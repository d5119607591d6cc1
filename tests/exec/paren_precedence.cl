// Parenthesized names and calls that the grammar first reads as casts keep
// C's precedence once read back as expressions: '(a) - 2 * 3' is
// a - (2 * 3), '2 * (f(a)) - 1' is (2 * f(a)) - 1, '(f(a)) & 6 == 6' is
// f(a) & (6 == 6).
// kernel: k
// global: 16
// arg: global int a[16] = i * 3 - 10
// arg: global int o[64]
// python: def ref(x):
// python:     return [x - 6, 2 * (x + 1) - 1, (x + 1) & 1, (x + 1) * 2 + 1]
// expect: o[i] == ref(a[i // 4])[i % 4]

int f(int v)
{
	return v + 1;
}

kernel void k(global const int *a, global int *o)
{
	int i = get_global_id(0);
	int x = a[i];
	o[4 * i] = (x) - 2 * 3;
	o[4 * i + 1] = 2 * (f(x)) - 1;
	o[4 * i + 2] = (f(x)) & 6 == 6;
	o[4 * i + 3] = (f(x)) * 2 + 1;
}
