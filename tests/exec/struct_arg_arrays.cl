// Struct and union kernel arguments passed by value that hold arrays: the
// Level Zero environment's list of struct member types has none, every
// device takes them (a physics engine's `typedef struct { int n; int
// pad[3]; } ConstBuffer;`), so the default target and the device profiles
// accept them (the portable profile ze keeps the list: diag/sema
// kernel-struct-param-array-member).  Each kernel reads every byte back.
// kernel: const_buffer
// global: 4
// arg: struct cb = pack('<4i', 7, -1, 30, 400)
// arg: global int o[4]
// expect: o[i] == [7 + 400, -1, 30, 400][i]
// kernel: nested
// global: 8
// arg: struct n = pack('<i2f8h6i', 3, 0.5, -2.0, *range(8), *range(100, 106))
// arg: global float o[8]
// expect: o[i] == 3 * 0.5 - 2.0 + i + (100 + i % 6) * 2
// kernel: union_arg
// global: 4
// arg: struct u = pack('<4I', 0x40490fdb, 2, 3, 4)
// arg: global uint o[8]
// expect: o[i] == [0x40490fdb, 2, 3, 4, 0xdb, 0x40, 1, 1][i]
// kernel: chars
// global: 1
// arg: struct c = pack('<7sxq', b'zocc!\x00\x01', -5)
// arg: global long o[8]
// expect: o[i] == [ord('z'), ord('o'), ord('c'), ord('c'), ord('!'), 0, 1, -5][i]
typedef struct { int n; int pad[3]; } ConstBuffer;

kernel void const_buffer(ConstBuffer cb, global int *o)
{
	size_t i = get_global_id(0);

	o[i] = i == 0 ? cb.n + cb.pad[2] : cb.pad[i - 1];
}

/* arrays of arrays and of structs, inside a struct inside a struct */
struct Pair { short a, b; };
struct Inner { struct Pair p[4]; int grid[2][3]; };
struct Nested { int k; float w[2]; struct Inner in; };

kernel void nested(struct Nested n, global float *o)
{
	size_t i = get_global_id(0);
	short s = (i & 1) ? n.in.p[i / 2].b : n.in.p[i / 2].a;

	o[i] = n.k * n.w[0] + n.w[1] + s + n.in.grid[(i % 6) / 3][i % 3] * 2;
}

/* a union argument (held as a struct of its largest member, an array) and
 * a union inside a struct */
typedef union { float f; uint u[4]; uchar b[16]; } Bits;

kernel void union_arg(Bits u, global uint *o)
{
	size_t i = get_global_id(0);

	o[i] = u.u[i];
	if (i == 0) {
		o[4] = u.b[0];
		o[5] = u.b[3];
		o[6] = u.f > 3.14f && u.f < 3.15f;
		o[7] = sizeof(Bits) == 16;
	}
}

/* a char array that leaves padding before the next member */
struct Chars { char s[7]; long v; };

kernel void chars(struct Chars c, global long *o)
{
	for (int k = 0; k < 7; k++)
		o[k] = c.s[k];
	o[7] = c.v;
}
