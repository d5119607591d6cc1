// Found by tests/random: a parenthesized function call followed by a binary
// operator that can also begin a unary expression -- `(h(x)) & 7`,
// `(h(x)) - 1`, `(h(x)) * y`, `(g(x, x)) + 1` -- is read as a cast to a type
// named `h(x)` of `&7`, `-1`, ... and rejected: "'h' does not name a type".
// h is a function, not a typedef name, so `(h(x))` can only be a
// parenthesized expression (C99 6.5.4: a cast needs a type name).
// `(h(1)) & 7` and `(x) & 7` are read correctly.
// kernel: k
// global: 16
// arg: global int a[16] = i * 7 - 20
// arg: global int o[64]
// expect: a[i] == o[4*i] - 1 and o[4*i+1] == ((a[i] + 1) & 7) and o[4*i+2] == (a[i] + 1) * a[i] and o[4*i+3] == 1

int h(int v)
{
	return v + 1;
}

int g(int p, int q)
{
	return p - q;
}

kernel void k(global const int *a, global int *o)
{
	int i = get_global_id(0);
	int x = a[i];
	o[4 * i] = (h(x)) - 2 + 2;
	o[4 * i + 1] = (h(x)) & 7;
	o[4 * i + 2] = (h(x)) * x;
	o[4 * i + 3] = (g(x, x)) + 1;
}
