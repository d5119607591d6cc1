// GNU 'x ?: y' (the middle operand left out): x's value when it is not
// zero, else y's; x is evaluated once (its side effects happen once).  On
// integers with the usual conversions, on pointers, on vectors (per
// component, as 'v ? v : w'), nested, and as a constant expression.
// kernel: k
// global: 16
// arg: global int o[16]
// arg: global int n[16] = i % 3
// python: def want(i):
// python:     a = i % 3 or 100
// python:     cnt = i + 1
// python:     b = i or 7
// python:     v = [-1 if i & 1 else 5, 6, -2]  # a vector condition: each component's sign bit decides
// python:     return a + 2 * cnt + 3 * b + 1000 * (v[0] + v[1] + v[2]) + 10 ** 5 * 4 + 10 ** 6 * (n_in[i] or 1)
// expect: o[i] == want(i)
constant int folded = 0 ?: 4; /* an integer constant expression */
constant int table[(1 ?: 2) + 1] = {1, 2};

kernel void k(global int *o, global int *n)
{
	int i = (int)get_global_id(0), cnt = i, b;
	uchar small = (uchar)(i % 3);
	int4 v = (int4)(-(i & 1), 0, -2, 0), w = (int4)(5, 6, 7, 8), r;
	global int *p = n[i] ? &n[i] : 0;
	constant int *z = &table[0];

	/* cnt++ runs once: cnt goes from i to i + 1 */
	b = cnt++ ?: 7;
	r = v ?: w;
	p = p ?: &n[1];
	z = z ?: &table[1];
	o[i] = (small ?: 100) + 2 * cnt + 3 * b + 1000 * (r.x + r.y + r.z) +
	       100000 * (folded ?: 1) + 1000000 * *p + (z[1] - 2) + ((0 ?: 0) ?: 0);
}
