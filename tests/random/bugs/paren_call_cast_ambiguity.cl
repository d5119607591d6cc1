// Found by tests/random: a parenthesized expression that could also be read
// as a type name is taken for a cast when an operator that can begin a unary
// expression follows it, although its first name is a function or a
// variable, not a typedef name, and the code is rejected with "'h' does not
// name a type":
//   (h(x)) & 7, (h(x)) - 1, (h(x)) * y, (g(x, x)) + 1   -- `h(x)` read as a
//       function type
//   (x * (x)) * x, (x * (x * x)) + 1                    -- `x *(x)` read as
//       a pointer-to-function type
// C99 6.5.4: a cast needs a type name, and an identifier is a type name only
// if it is declared as a typedef (6.7.7).  `(h(1)) & 7`, `(x) & 7` and
// `(x * x) * x` are read correctly.
// kernel: k
// global: 16
// arg: global int a[16] = i * 7 - 20
// arg: global int o[96]
// expect: a[i] == o[6*i] - 1 and o[6*i+1] == ((a[i] + 1) & 7) and o[6*i+2] == (a[i] + 1) * a[i] and o[6*i+3] == 1 and o[6*i+4] == a[i] ** 3 and o[6*i+5] == a[i] ** 3 + 1

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
	o[6 * i] = (h(x)) - 2 + 2;
	o[6 * i + 1] = (h(x)) & 7;
	o[6 * i + 2] = (h(x)) * x;
	o[6 * i + 3] = (g(x, x)) + 1;
	o[6 * i + 4] = (x * (x)) * x;
	o[6 * i + 5] = (x * (x * x)) + 1;
}
