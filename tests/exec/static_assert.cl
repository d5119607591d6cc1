// C11 _Static_assert, which clang-15 takes in OpenCL C (zocc refused it as
// a syntax error): at file scope, in a block, among a struct's and a
// union's members, with the C2x form without a message, and over
// sizeof, enum constants, macros and casts; assertions that hold leave
// nothing behind, so the kernel computes from the same constants.
// kernel: k
// global: 32
// arg: global int o[32]
// expect: o[i] == i * 12 + 8 + 4 + 3
#define N 3

enum { E = 4 };
_Static_assert(E == 4, "enum constant");
_Static_assert(sizeof(int) == 4); // C2x: no message (a warning in clang)

struct S {
	int a;
	_Static_assert(sizeof(int) * 2 == 8, "inside a struct");
	short b, c;
	float d;
};
union U {
	int i;
	_Static_assert(N == 3, "inside a union");
	char c[8];
};
_Static_assert(sizeof(struct S) == 12 && sizeof(union U) == 8, "layout");

kernel void k(global int *o)
{
	int i = (int)get_global_id(0);

	_Static_assert((long)N * E == 12L, "in a block");
	{
		_Static_assert(!(N > E), "nested block");
		o[i] = i * (int)sizeof(struct S) + (int)sizeof(union U) + E + N;
	}
	switch (i) {
	case 0:
		o[i] += 0;
		_Static_assert(1, "among a case's statements");
		break;
	}
}
