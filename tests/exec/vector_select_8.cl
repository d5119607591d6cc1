// OpenCL C 6.3.i over the class, for 8-bit conditions: a vector condition
// of the signed and the unsigned 8-bit type selects component-wise by each
// component's most significant bit, with results of type char and uchar.
// Two scalar arms meet at the greater of their own types without the integer
// promotions and are widened to the condition's width (every width, 2 to
// 16; arms of two types: char and uchar meet at uchar); a vector arm
// decides the type (widths 3 and 4: vector:scalar, scalar:vector,
// vector:vector).  Each result goes through convert_longN, so a wrong
// result type shows as a wrong value.  Compared with the reference
// compiler's results on PoCL.
// parse: invalid
// kernel: sel8
// global: 8
// arg: global long cs[128] = rnd(i + 0, -2**63, 2**63 - 1)
// arg: global int bs[128] = rnd(i + 500, -200, 200)
// arg: global int ds[128] = rnd(i + 900, -200, 200)
// arg: global long o[2784]
// expect: same-as-reference

#define ST(x, N) vstore##N(convert_long##N(x), 0, o + base); base += N;

/* condition type C, result type R, the other type R2 of that size, width N; */
/* scalar arms: the new result type, at every width */
#define SCALARS(C, R, R2, N) { \
	C##N cv = convert_##C##N(vload##N(i, cs)); \
	R b = (R)bs[i], d = (R)ds[i]; \
	R2 d2 = (R2)ds[i]; \
	ST(cv ? b : d, N) \
	ST(cv ? b : d2, N) \
}
/* vector arms (the vector type decides), at widths 3 and 4 */
#define VECTORS(C, R, N) { \
	C##N cv = convert_##C##N(vload##N(i, cs)); \
	R##N bv = convert_##R##N(vload##N(i, bs)), dv = convert_##R##N(vload##N(i, ds)); \
	R b = (R)bs[i], d = (R)ds[i]; \
	ST(cv ? bv : d, N) \
	ST(cv ? b : dv, N) \
	ST(cv ? bv : dv, N) \
}
#define WIDTHS(C, R, R2) SCALARS(C, R, R2, 2) SCALARS(C, R, R2, 3) SCALARS(C, R, R2, 4) \
	SCALARS(C, R, R2, 8) SCALARS(C, R, R2, 16) VECTORS(C, R, 3) VECTORS(C, R, 4)

kernel void sel8(global const long *cs, global const int *bs, global const int *ds, global long *o)
{
	int i = get_global_id(0);
	size_t base = (size_t)i * 348;

	WIDTHS(char, char, uchar)
	WIDTHS(char, uchar, char)
	WIDTHS(uchar, char, uchar)
	WIDTHS(uchar, uchar, char)
}
