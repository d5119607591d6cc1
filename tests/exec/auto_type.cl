// GNU __auto_type, which clang-15 takes in OpenCL C: the type of the
// initializer after lvalue conversion (const dropped, an array decayed to
// a pointer), for scalars, vectors, pointers into each address space,
// structs, '__auto_type *p', at program scope and in a block; the
// deduced types are checked with sizeof and _Generic.
// kernel: k
// global: 16
// arg: global long o[16]
// arg: global int g[16] = 3 * i
// expect: o[i] == 3 * i + 8 + 16 + 1 + 1 + 1 + 4 + 1 + (1 << 40) + 2 + 1
constant __auto_type big = 1l << 40;

struct P { int a; float b; };

kernel void k(global long *o, global int *g)
{
	int i = (int)get_global_id(0);
	const int ci = 1;
	__auto_type x = g[i];          /* int */
	__auto_type d = ci;            /* int, not const: assigned below */
	__auto_type v = (float4)(1.0f);
	__auto_type p = g + i;         /* global int * */
	__auto_type *q = g;            /* global int *, through '*' */
	int arr[4] = {4, 5, 6, 7};
	__auto_type a = arr;           /* int * */
	__auto_type s = (struct P){2, 0.5f};
	__auto_type l = (long)i, m = l + 1;

	d += 0;
	o[i] = x + sizeof(long) + sizeof(v) +
	       _Generic(p, global int *: 1, default: 0) + (*p == g[i]) + (q[i] == x) +
	       *a + _Generic(a, int *: 1, default: 0) + big + s.a + (m - l) + (long)d - 1 + 0 * sizeof(s);
}
