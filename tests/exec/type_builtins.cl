// clang's builtins that take a type (zocc said "expected expression"):
// __builtin_convertvector (C's element-wise conversion: toward zero to
// integers, to nearest to floating, wrapping between integers),
// __builtin_bit_cast between scalars and vectors of one size, and
// __builtin_types_compatible_p (qualifiers at the top dropped, typedefs
// seen through, address spaces count), folded to a constant.  Compared
// with clang-15 + llvm-spirv-15's module on PoCL.
// kernel: k
// global: 16
// arg: global float f[64] = (i - 30) * 1.75
// arg: global int n[64] = (i - 20) * 40000123
// arg: global int o[16 * 16]
// expect: same-as-reference
typedef int myint;
typedef global int *gptr;

kernel void k(global const float *f, global const int *n, global int *o)
{
	int i = (int)get_global_id(0);
	global int *r = o + i * 16;
	float4 x = vload4(i, f);
	int4 m = vload4(i, n);
	int4 a = __builtin_convertvector(x, int4);
	float4 b = __builtin_convertvector(m, float4);
	uchar4 c = __builtin_convertvector(m, uchar4);
	short2 d = __builtin_convertvector(m.xy, short2);
	int cmp[__builtin_types_compatible_p(const int, myint) + 1];
	float z;

	vstore4(a, 0, r);
	vstore4(__builtin_bit_cast(int4, b), 1, r);
	r[8] = __builtin_bit_cast(int, c);
	r[9] = __builtin_bit_cast(int, d);
	/* through a variable: clang-15 bit-casts x.x for x.z (the vector's address) */
	z = x.z;
	r[10] = __builtin_bit_cast(int, z);
	r[11] = (int)sizeof(cmp);
	r[12] = __builtin_types_compatible_p(gptr, global int *) * 10 + __builtin_types_compatible_p(gptr, local int *);
	r[13] = __builtin_types_compatible_p(int, uint) + __builtin_types_compatible_p(int[4], int[]) * 2;
	r[14] = __builtin_types_compatible_p(float4, int4) + __builtin_types_compatible_p(long, long) * 4;
	r[15] = (int)__builtin_bit_cast(float, 0x3f800000) * 3;
}
