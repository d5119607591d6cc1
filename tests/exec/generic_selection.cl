// C11 _Generic, which clang-15 takes in OpenCL C: the controlling
// expression's type after lvalue conversion (qualifiers dropped, arrays
// decayed, char promoted in 'c' + 0 but not in a char variable) picks
// the association; pointer types with their address spaces, vector types,
// typedefs, structs, default; the controlling expression is not evaluated;
// the result keeps its type and lvalue-ness (an assignment through it).
// kernel: k
// global: 8
// arg: global int o[8]
// arg: local int l[4]
// expect: o[i] == (1 + 20 + 300 + 4000 + 50000 + 600000 + 7000000) * (i + 1) + 11
typedef float F;
struct P { int x; };
#define KIND(x) _Generic((x), char: 1, uchar: 2, short: 3, int: 4, uint: 5, long: 6, \
                              float: 7, double: 8, default: 9)
#define SPACE(p) _Generic((p), global int *: 10, local int *: 20, private int *: 30, \
                               constant int *: 40, default: 50)

kernel void k(global int *o, local int *l)
{
	int i = (int)get_global_id(0), n = i, arr[3];
	const int ci = 2;
	char c = 'a';
	F f = 1.5f;
	float4 v4 = 0;
	int4 i4 = 0;
	struct P p = {i};
	int sum = 0;

	sum += KIND(c) == 1 && KIND(c + 0) == 4 && KIND(ci) == 4 && KIND(f) == 7 && KIND(1l) == 6 && KIND(1ul) == 9;
	sum += 10 * (SPACE(o) == 10 && SPACE(l) == 20 && SPACE(arr) == 30 && SPACE(&n) == 30 && SPACE(&sum) == 30 ? 2 : 0);
	sum += 100 * _Generic(v4, float4: 3, int4: 5, default: 7) * (_Generic(i4, float4: 0, int4: 1));
	sum += 1000 * _Generic(p, struct P: 4, default: 0);
	sum += 10000 * _Generic(n++, int: 5, default: 0); /* n++ never runs */
	sum += 100000 * _Generic(&p, struct P *: 6, default: 0) * (n == i);
	_Generic(f, float: n, default: ci) = 7; /* an lvalue: assigns n */
	sum += 1000000 * n;
	o[i] = sum * (i + 1) + _Generic(1.0f, double: 0, F: 11);
}
