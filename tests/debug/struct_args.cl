// Structs and unions passed to kernels by value: each parameter is a
// pointer to the argument's copy (FuncParamAttr ByVal, the form IGC builds),
// declared at that pointer (DebugDeclare), so that IGC's DWARF names the
// struct parameters as the reference's does, with their types; a kernel
// taking a struct whose members are a nested struct, an array, a float4 and
// a union.  A kernel also called as a function (scale) takes the same
// pointers in its callable form, so IGC does not rebuild it (as it does a
// function taking a struct by value, which zocc gives no debug
// information: structs.cl) and its variables are there too.
// kernel: forces
// global: 4
// arg: global float f[4]
// arg: struct p = pack('<2fi3f8x4f', 0.5, 2.0, 3, 1.0, 2.0, 3.0, 10.0, 20.0, 30.0, 40.0)
// arg: struct o = pack('<2fi3f8x4ffi8x', 1.0, 0.0, 7, 0, 0, 0, 0, 8.0, 0, 0, 1.5, 9)
// expect: close(f[i], (0.5 * [1.0, 2.0, 3.0, 1.0][i] + 58.5) * (0.5 if i == 0 else 1))
// kernel: scale
// global: 4
// arg: global float f[4] = i
// arg: struct p = pack('<2fi3f8x4f', 3.0, 0.0, 0, 0, 0, 0, 0, 0, 0, 0)
// expect: close(f[i], 3.0 * i)

typedef struct {
	float rcut2, eps;
	int ntype;
	float shift[3];
	float4 box;
} params_t;

typedef union {
	float f;
	uint u;
} bits_t;

typedef struct {
	params_t p;
	bits_t bits;
	int tag;
} outer_t;

kernel void scale(global float *f, params_t p)
{
	size_t i = get_global_id(0);

	f[i] *= p.rcut2;
}

kernel void forces(global float *f, params_t p, outer_t o)
{
	size_t i = get_global_id(0);
	float s = p.shift[i % 3];

	f[i] = p.rcut2 * s + p.eps * p.ntype + p.box.w + o.bits.f + o.tag + o.p.box.y / 4;
	if (i == 0)
		scale(f, p);
}
