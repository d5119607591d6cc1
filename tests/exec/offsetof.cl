// GNU __builtin_offsetof(type, member-designator), which clang's stddef.h
// turns offsetof into: nested members, subscripts, members of anonymous
// unions, a constant expression of type size_t (an array bound, a
// __constant table), and with a subscript that is not constant an offset
// computed at run time.  clang predefines no offsetof macro in OpenCL C.
// kernel: k
// global: 4
// arg: global ulong o[32]
// arg: int q = 2
// python: want = [0, 4, 8, 20, 32, 76, 56, 72, 8, 12, 288, 1, 4, 60]
// expect: o[i] == (want[i] if i < len(want) else 99)
struct In { int x; int y[5]; };
struct S {
	char c;
	int i;
	struct In in[5];
	union { short h; float f; };
	long l;
};

constant ulong table[] = {
	__builtin_offsetof(struct S, c),
	__builtin_offsetof(struct S, i),
	__builtin_offsetof(struct S, in),
	__builtin_offsetof(struct S, in[0].y[2]),
	__builtin_offsetof(struct S, in[0].y[5]),  /* one past the end, as clang allows */
	__builtin_offsetof(struct S, in[2].y[4]),
};

#ifdef offsetof
#error "clang defines no offsetof macro in OpenCL C"
#endif

kernel void k(global ulong *o, int q)
{
	int a[__builtin_offsetof(struct S, in[1])]; /* 32: an integer constant */
	int i = (int)get_global_id(0), j;

	if (i != 0)
		return;
	for (j = 0; j < 32; j++)
		o[j] = 99;
	for (j = 0; j < 6; j++)
		o[j] = table[j];
	o[6] = __builtin_offsetof(struct S, in[q]);
	o[7] = __builtin_offsetof(struct S, in[q].y[q + 1]);
	o[8] = __builtin_offsetof(struct S, in[q - 2]);
	o[9] = __builtin_offsetof(struct S, in[0].y[q - 2]);
	o[10] = __builtin_offsetof(struct S, h) + __builtin_offsetof(struct S, f) + sizeof(a) / sizeof(a[0]);
	o[11] = sizeof(__builtin_offsetof(struct S, l)) == sizeof(size_t);
	o[12] = sizeof(__builtin_offsetof(struct S, l)) / 2;
	o[13] = __builtin_offsetof(struct S, in[q].y);
}
