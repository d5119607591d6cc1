// Structs and unions passed to kernels by value, in the shapes programs
// pass them: a GROMACS-style parameter struct (many float and int members,
// float arrays, nested constant structs), a struct of float4 members, a
// union, alignment-sensitive layouts (a char before a long, a short before
// an int3, an explicitly aligned struct, a packed one).  zocc passes each
// as a pointer to the argument's copy decorated FuncParamAttr ByVal, the
// form IGC builds (an OpTypeStruct parameter IGC silently leaves out of
// its binary); every kernel here must be in IGC's binary on every device,
// read every member right on PoCL, and write what the reference's module
// writes.  Each kernel also reports sizeof of its argument type, so that
// a layout the host packs differently fails here, not silently.
// kernel: nbnxm
// global: 8
// arg: global float f[8]
// arg: struct nbp = pack('<2i7f16f3f3f4f8f', 1, 2, 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, *[0.25 * k for k in range(16)], 10.0, 11.0, 12.0, 20.0, 21.0, 22.0, 30.0, 31.0, 32.0, 33.0, *[40.0 + k for k in range(8)])
// arg: int natoms = 3
// arg: global int sz[1]
// expect: close(f[i], 0.5 * (0.25 * i) + 0.25 * (i + 8) + [10.0, 11.0, 12.0][i % 3] * 2 + [20.0, 21.0, 22.0][i % 3] + [30.0, 31.0, 32.0, 33.0][i % 4] - (40.0 + i) + 3 + 1 - 2 + 1.5 * 2.5)
// expect: sz[0] == 172
// expect: same-as-reference
// kernel: vectors
// global: 4
// arg: struct v = pack('<4f4f4f2i8x', 1, 2, 3, 4, 10, 20, 30, 40, 100, 200, 300, 400, 7, -7)
// arg: global float o[16]
// expect: o[i] == [1, 2, 3, 4][i % 4] + [10, 20, 30, 40][i % 4] * (i // 4 + 1) + [100, 200, 300, 400][i % 4] + (7 if i % 4 < 3 else -7)
// expect: same-as-reference
// kernel: unions
// global: 4
// arg: struct u = pack('<I4x', 0x3fc00000)
// arg: struct t = pack('<i4xQ', 5, 0x0102030405060708)
// arg: global uint o[4]
// expect: o[i] == [0x3fc00000, 1, 5 + 0x08, 0x01020304][i]
// expect: same-as-reference
// kernel: align
// global: 8
// arg: struct a = pack('<c7xq3i4x', b'z', -123456789012, 5, 6, 7)
// arg: struct b = pack('<h14x3i4x', -3, 8, 9, 10)
// arg: struct p = pack('<cic', b'A', 0x11223344, b'B')
// arg: global long o[8]
// expect: o[i] == [ord('z'), -123456789012, 5 + 6 + 7, -3, 8 * 9 - 10, ord('A'), 0x11223344, ord('B') + 32 * 100 + 32 * 10000 + 6][i]
// expect: same-as-reference
// kernel: private_copy
// global: 16
// local: 4
// arg: struct c = pack('<2i', 100, 3)
// arg: global int o[16]
// expect: o[i] == 100 + i * 3 + 3 + 7
// expect: same-as-reference

/* a parameter struct shaped like GROMACS's cl_nbparam_params_t: types and
 * switches, scalar constants, a table of coefficients, nested structs of
 * shift constants, a float array for the switch polynomial */
typedef struct {
	float c2, c3, cpot;
} shift_consts_t;

typedef struct {
	float c3, c4, c5, c6;
} switch_consts_t;

typedef struct {
	int eeltype, vdwtype;
	float epsfac, c_rf, two_k_rf, ewald_beta, sh_ewald, sh_lj_ewald, ewaldcoeff_lj;
	float coef[16];
	shift_consts_t dispersion_shift, repulsion_shift;
	switch_consts_t vdw_switch;
	float poly[8];
} nbparam_t;

kernel void nbnxm(global float *f, nbparam_t nbp, int natoms, global int *sz)
{
	size_t i = get_global_id(0);
	int k = (int)(i % 3);
	float shift[3] = {nbp.dispersion_shift.c2, nbp.dispersion_shift.c3, nbp.dispersion_shift.cpot};
	float rep[3] = {nbp.repulsion_shift.c2, nbp.repulsion_shift.c3, nbp.repulsion_shift.cpot};
	float sw[4] = {nbp.vdw_switch.c3, nbp.vdw_switch.c4, nbp.vdw_switch.c5, nbp.vdw_switch.c6};

	f[i] = nbp.epsfac * nbp.coef[i] + nbp.coef[i + 8] + shift[k] * 2 + rep[k] + sw[i % 4] - nbp.poly[i] +
	       natoms + nbp.eeltype - nbp.vdwtype + nbp.c_rf * nbp.two_k_rf;
	if (i == 0)
		sz[0] = sizeof(nbparam_t);
}

/* float4 members, 16-byte aligned, and an int2 after them */
typedef struct {
	float4 pos, vel, force;
	int2 sign;
} particle_t;

kernel void vectors(particle_t v, global float *o)
{
	size_t i = get_global_id(0);
	float4 s = (float4)(v.sign.x, v.sign.x, v.sign.x, v.sign.y);

	vstore4(v.pos + v.vel * (float)(i + 1) + v.force + s, i, o);
	if (sizeof(particle_t) != 64)
		vstore4((float4)(-1), i, o);
}

/* a union, and a struct holding one after an int */
typedef union {
	float f;
	uint u;
	uchar b[4];
	ushort h[2];
} word_t;

typedef struct {
	int tag;
	union {
		ulong l;
		uint w[2];
		uchar b[8];
	} v;
} tagged_t;

kernel void unions(word_t u, tagged_t t, global uint *o)
{
	size_t i = get_global_id(0);

	o[i] = i == 0 ? u.u : i == 1 ? u.f == 1.5f : i == 2 ? t.tag + t.v.b[0] : t.v.w[1];
	if (sizeof(word_t) != 4 || sizeof(tagged_t) != 16)
		o[i] = 0xdead;
}

/* a char before a long, then an int3 (16-byte aligned, 16 bytes: 32 in
 * all); a short before an int3 in an explicitly aligned struct (32); a
 * packed struct (no padding: 6 bytes) */
typedef struct {
	char c;
	long l;
	int3 v;
} gaps_t;

typedef struct __attribute__((aligned(32))) {
	short s;
	int3 v;
} wide_t;

typedef struct __attribute__((packed)) {
	char a;
	int x;
	char b;
} packed_t;

kernel void align(gaps_t a, wide_t b, packed_t p, global long *o)
{
	size_t i = get_global_id(0);
	long v[8] = {a.c, a.l, a.v.x + a.v.y + a.v.z, b.s, b.v.x * b.v.y - b.v.z, p.a, p.x,
	             p.b + sizeof(wide_t) * 100 + sizeof(gaps_t) * 10000 + sizeof(packed_t)};

	o[i] = v[i];
}

/* each work-item's argument is its own copy: writes to it stay there (a
 * barrier between the write and the read, in work-groups of 4) */
typedef struct {
	int base, step;
} counter_t;

kernel void private_copy(counter_t c, global int *o)
{
	size_t i = get_global_id(0);

	c.base += (int)i * c.step;
	barrier(CLK_LOCAL_MEM_FENCE);
	c.step += 7;
	o[i] = c.base + c.step;
}
