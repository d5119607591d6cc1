/* types.c — OpenCL C types as SPIR-V types (OpenCL SPIR-V environment,
 * "Data Types"), constants, and the BuiltIn Input variables behind the
 * work-item functions.
 *
 * Address spaces map to storage classes: __global CrossWorkgroup, __local
 * Workgroup, __constant UniformConstant, __private Function, __generic
 * Generic.  Integers carry no signedness (Level Zero requires Signedness
 * 0); sema's types keep it and irgen picks signed or unsigned opcodes. */
#include <string.h>

#include "ir.h"

SpvStorageClass
irg_sc(enum AddrSpace as)
{
	switch (as) {
	case AS_GLOBAL: return SpvStorageClassCrossWorkgroup;
	case AS_LOCAL: return SpvStorageClassWorkgroup;
	case AS_CONSTANT: return SpvStorageClassUniformConstant;
	case AS_GENERIC: return SpvStorageClassGeneric;
	case AS_INPUT: return SpvStorageClassInput;
	default: return SpvStorageClassFunction;
	}
}

/* how a type is wanted (type_of) */
enum { TY_VALUE, TY_MEM, TY_STORAGE };

/* in g->types while a structure's members are being lowered */
#define IN_PROGRESS UINT32_MAX

static uint64_t
type_key(Type *t, int mode)
{
	return (uint64_t)t->id << 2 | (uint64_t)mode;
}

/* by storage class: private and unqualified pointers are one type */
static uint64_t
fwd_key(Type *t, enum AddrSpace as)
{
	return (uint64_t)t->id << 4 | (uint64_t)irg_sc(as);
}

static uint32_t type_of(G *g, Type *t, int mode);

uint32_t
irg_ptr_type(G *g, Type *pointee, enum AddrSpace as)
{
	return spv_type_pointer(&g->m, irg_sc(as), irg_mem_type(g, pointee));
}

static uint32_t
image_type(G *g, Type *t)
{
	/* OpTypeImage: sampled type void, Dim, Depth, Arrayed, MS, Sampled 0,
	 * format Unknown, access qualifier (all Level Zero requirements) */
	static const struct { uint32_t dim, depth, arrayed, ms; } d[] = {
		[IMG_1D] = {SpvDim1D, 0, 0, 0}, [IMG_1D_ARRAY] = {SpvDim1D, 0, 1, 0},
		[IMG_1D_BUFFER] = {SpvDimBuffer, 0, 0, 0}, [IMG_2D] = {SpvDim2D, 0, 0, 0},
		[IMG_2D_ARRAY] = {SpvDim2D, 0, 1, 0}, [IMG_2D_DEPTH] = {SpvDim2D, 1, 0, 0},
		[IMG_2D_ARRAY_DEPTH] = {SpvDim2D, 1, 1, 0}, [IMG_3D] = {SpvDim3D, 0, 0, 0},
		[IMG_2D_MSAA] = {SpvDim2D, 0, 0, 1}, [IMG_2D_ARRAY_MSAA] = {SpvDim2D, 0, 1, 1},
		[IMG_2D_MSAA_DEPTH] = {SpvDim2D, 1, 0, 1}, [IMG_2D_ARRAY_MSAA_DEPTH] = {SpvDim2D, 1, 1, 1},
	};
	uint32_t ops[8];
	uint32_t acc = t->access == ACC_WRITE_ONLY ? SpvAccessQualifierWriteOnly :
	               t->access == ACC_READ_WRITE ? SpvAccessQualifierReadWrite :
	               SpvAccessQualifierReadOnly;

	ops[0] = spv_type_void(&g->m);
	ops[1] = d[t->image].dim;
	ops[2] = d[t->image].depth;
	ops[3] = d[t->image].arrayed;
	ops[4] = d[t->image].ms;
	ops[5] = 0;
	ops[6] = SpvImageFormatUnknown;
	ops[7] = acc;
	spv_cap(&g->m, SpvCapabilityImageBasic);
	if (d[t->image].dim == SpvDim1D)
		spv_cap(&g->m, SpvCapabilityImage1D);
	if (d[t->image].dim == SpvDimBuffer)
		spv_cap(&g->m, SpvCapabilityImageBuffer);
	if (t->access == ACC_READ_WRITE)
		spv_cap(&g->m, SpvCapabilityImageReadWrite);
	return spv_type_opaque(&g->m, SpvOpTypeImage, ops, 8);
}

/* The bytes a struct's SPIR-V type adds after its members so that its size
 * is sema's: the room a flexible array member's alignment gives the struct
 * beyond its other members' (C99 6.7.2.1p16), none otherwise. */
uint32_t
irg_struct_pad(Type *t)
{
	uint32_t end = 0, align = 1, size;
	size_t i;

	if (t->kind != T_STRUCT || !t->flex)
		return 0;
	for (i = 0; i < t->nmembers; i++) {
		Member *m = &t->members[i];

		end = m->offset + m->type->size;
		if (!t->packed && m->type->align > align)
			align = m->type->align;
	}
	size = (end + align - 1) / align * align;
	return t->size > size ? t->size - size : 0;
}

/* An array longer than one OpConstantComposite can list (anywhere in t). */
static bool
has_long_array(Type *t)
{
	size_t i;

	if (t->kind == T_ARRAY)
		return t->n > SPV_MAX_CONSTITUENTS || has_long_array(t->base);
	if (t->kind == T_STRUCT || t->kind == T_UNION)
		for (i = 0; i < t->nmembers; i++)
			if (has_long_array(t->members[i].type))
				return true;
	return false;
}

/* t's SPIR-V type as a value (TY_VALUE), in memory (TY_MEM: a bool is a
 * char), or as the storage of an initialized variable (TY_STORAGE): in
 * memory, with each array longer than SPV_MAX_CONSTITUENTS made a struct
 * of arrays of at most that many elements.  The struct has the array's
 * layout (each piece's size is a multiple of the element's alignment, so
 * no padding comes between them), and its constant fits the instruction
 * limit; users of the variable see it through a pointer bitcast (irgen
 * const.c). */
static uint32_t
type_of(G *g, Type *t, int mode)
{
	SpvBuilder *m = &g->m;
	uint64_t key = type_key(t, mode);
	uint32_t id = u64_get(&g->types, key);
	bool mem = mode != TY_VALUE;
	int inner = mode == TY_STORAGE ? TY_STORAGE : TY_MEM;

	if (id)
		return id;
	if (mode == TY_STORAGE && !has_long_array(t)) {
		id = type_of(g, t, TY_MEM);
		u64_put(g->c, &g->types, key, id);
		return id;
	}
	switch (t->kind) {
	case T_VOID:
		id = spv_type_void(m);
		break;
	case T_BOOL:
		/* a bool has no size in SPIR-V: in memory it is a char */
		id = mem ? spv_type_int(m, 8) : spv_type_bool(m);
		break;
	case T_INT:
		id = spv_type_int(m, t->bits);
		break;
	case T_FLOAT:
		id = spv_type_float(m, t->bits);
		if (t->bits == 16)
			spv_cap(m, mem ? SpvCapabilityFloat16Buffer : SpvCapabilityFloat16);
		break;
	case T_VECTOR:
		id = spv_type_vector(m, type_of(g, t->base, mode == TY_VALUE ? TY_VALUE : TY_MEM), t->n);
		break;
	case T_POINTER:
		/* a pointer to a structure whose members are being lowered (a
		 * member points back to it): declared forward, defined once the
		 * structure is (below) */
		if ((t->base->kind == T_STRUCT || t->base->kind == T_UNION) &&
		    u64_get(&g->types, type_key(t->base, TY_MEM)) == IN_PROGRESS) {
			id = u64_get(&g->fwdptrs, fwd_key(t->base, t->as));
			if (!id) {
				id = spv_type_forward_pointer(m, irg_sc(t->as));
				u64_put(g->c, &g->fwdptrs, fwd_key(t->base, t->as), id);
			}
			return id;
		}
		id = spv_type_pointer(m, irg_sc(t->as), type_of(g, t->base, TY_MEM));
		if (t->base->kind == T_VOID)
			id = spv_type_pointer(m, irg_sc(t->as), spv_type_int(m, 8)); /* void* is char* */
		break;
	case T_ARRAY:
		if (mode == TY_STORAGE && t->n > SPV_MAX_CONSTITUENTS) {
			uint32_t el = type_of(g, t->base, TY_STORAGE), left = t->n;
			uint32_t full = spv_type_array(m, el, irg_uint(g, SPV_MAX_CONSTITUENTS));
			VEC(uint32_t) pieces = {0};

			while (left) {
				uint32_t n = left < SPV_MAX_CONSTITUENTS ? left : SPV_MAX_CONSTITUENTS;

				VEC_PUSH(&g->c->ar, &pieces, n == SPV_MAX_CONSTITUENTS ? full : spv_type_array(m, el, irg_uint(g, n)));
				left -= n;
			}
			id = spv_type_struct(m, pieces.v, pieces.n);
			break;
		}
		/* the length a 64-bit constant, as clang's translator makes it for
		 * spir64: an import's or export's type is then the same array type
		 * in the other producer's module (spirv-link compares them after
		 * merging identical declarations) */
		id = spv_type_array(m, type_of(g, t->base, inner), irg_long(g, t->n ? t->n : 1));
		break;
	case T_STRUCT:
	case T_UNION: {
		VEC(uint32_t) ms = {0};
		size_t i;
		int as;

		if (mode == TY_MEM)
			u64_put(g->c, &g->types, key, IN_PROGRESS);

		if (t->kind == T_UNION) {
			/* a union is its largest (most aligned) member, padded */
			Type *big = ty_union_main(t);

			if (big)
				VEC_PUSH(&g->c->ar, &ms, type_of(g, big, inner));
			if (big && big->size < t->size)
				VEC_PUSH(&g->c->ar, &ms, spv_type_array(m, spv_type_int(m, 8), irg_uint(g, t->size - big->size)));
		} else {
			uint32_t pad = irg_struct_pad(t);

			for (i = 0; i < t->nmembers; i++)
				VEC_PUSH(&g->c->ar, &ms, type_of(g, t->members[i].type, inner));
			if (pad)
				VEC_PUSH(&g->c->ar, &ms, spv_type_array(m, spv_type_int(m, 8), irg_uint(g, pad)));
		}
		if (!ms.n)
			VEC_PUSH(&g->c->ar, &ms, spv_type_int(m, 8));
		id = spv_type_struct(m, ms.v, ms.n);
		if (t->packed) {
			/* CPacked is a Kernel decoration: decorate once per struct id */
			spv_decorate(m, id, SpvDecorationCPacked, NULL, 0);
		}
		/* the pointers to it its members declared forward */
		for (as = 0; mode == TY_MEM && as <= AS_INPUT; as++) {
			uint32_t fid = u64_get(&g->fwdptrs, fwd_key(t, (enum AddrSpace)as));

			if (fid)
				spv_type_pointer_define(m, fid, irg_sc((enum AddrSpace)as), id);
		}
		break;
	}
	case T_FUNC: {
		VEC(uint32_t) ps = {0};
		size_t i;

		for (i = 0; i < t->nparams; i++)
			VEC_PUSH(&g->c->ar, &ps, type_of(g, t->params[i], TY_VALUE));
		id = spv_type_function(m, type_of(g, t->base, TY_VALUE), ps.v, ps.n);
		break;
	}
	case T_IMAGE:
		id = image_type(g, t);
		break;
	case T_SAMPLER:
		id = spv_type_opaque(m, SpvOpTypeSampler, NULL, 0);
		break;
	case T_EVENT:
		id = spv_type_opaque(m, SpvOpTypeEvent, NULL, 0);
		break;
	case T_QUEUE:
		id = spv_type_opaque(m, SpvOpTypeQueue, NULL, 0);
		break;
	case T_CLK_EVENT:
		id = spv_type_opaque(m, SpvOpTypeDeviceEvent, NULL, 0);
		break;
	case T_RESERVE_ID:
		id = spv_type_opaque(m, SpvOpTypeReserveId, NULL, 0);
		break;
	case T_NDRANGE:
		id = spv_type_int(m, 8);
		break;
	}
	u64_put(g->c, &g->types, key, id);
	return id;
}

uint32_t
irg_type(G *g, Type *t)
{
	return type_of(g, t, TY_VALUE);
}

uint32_t
irg_mem_type(G *g, Type *t)
{
	return type_of(g, t, TY_MEM);
}

uint32_t
irg_storage_type(G *g, Type *t)
{
	return type_of(g, t, TY_STORAGE);
}

uint32_t
irg_uint(G *g, uint32_t v)
{
	return spv_const_uint32(&g->m, v);
}

uint32_t
irg_long(G *g, int64_t v)
{
	return spv_const_int(&g->m, spv_type_int(&g->m, 64), 64, (uint64_t)v);
}

/* scalar constant s, or a vector of t's width with s in every component */
static uint32_t
splat_const(G *g, Type *t, uint32_t s)
{
	uint32_t el[16];
	unsigned i;

	if (t->kind != T_VECTOR)
		return s;
	for (i = 0; i < t->n; i++)
		el[i] = s;
	return spv_const_composite(&g->m, irg_type(g, t), el, t->n);
}

uint32_t
irg_const_int(G *g, Type *t, int64_t v)
{
	Type *e = ty_elem(t);

	if (e->kind == T_BOOL)
		return splat_const(g, t, spv_const_bool(&g->m, irg_type(g, e), v != 0));
	return splat_const(g, t, spv_const_int(&g->m, irg_type(g, e), e->bits, (uint64_t)v));
}

uint32_t
irg_const_float(G *g, Type *t, double v)
{
	Type *e = ty_elem(t);

	return splat_const(g, t, spv_const_float(&g->m, irg_type(g, e), e->bits, v));
}

uint32_t
irg_const_scalar(G *g, Type *t, int64_t v)
{
	return ty_elem(t)->kind == T_FLOAT ? irg_const_float(g, t, (double)v) : irg_const_int(g, t, v);
}

/* A BuiltIn Input variable (OpenCL SPIR-V environment 2.9), made once and
 * listed in the interface of every entry point whose calls reach it. */
uint32_t
irg_builtin_var(G *g, SpvBuiltIn b, Type *t)
{
	size_t i;
	uint32_t id, dec = (uint32_t)b;
	F *f = g->f;

	for (i = 0; i < g->nbuiltins; i++)
		if (g->builtin_ids[i] == (uint32_t)b)
			break;
	if (i == g->nbuiltins) {
		ZC_ASSERT(g->c, i < ZC_COUNTOF(g->builtin_vars));
		id = spv_global_var(&g->m, irg_ptr_type(g, t, AS_INPUT), SpvStorageClassInput, 0);
		spv_decorate(&g->m, id, SpvDecorationBuiltIn, &dec, 1);
		spv_decorate(&g->m, id, SpvDecorationConstant, NULL, 0);
		g->builtin_ids[i] = (uint32_t)b;
		g->builtin_vars[i] = id;
		g->nbuiltins++;
	}
	id = g->builtin_vars[i];
	if (f) {
		SymIR *ir = f->ir;
		size_t k;

		for (k = 0; k < ir->interface.n; k++)
			if (ir->interface.v[k] == id)
				break;
		if (k == ir->interface.n)
			VEC_PUSH(&g->c->ar, &ir->interface, id);
	}
	return id;
}

/* ---- structs and unions passed to a kernel by value ----
 * The Level Zero environment lists OpTypeStruct among kernel argument
 * types, but IGC (the compiler behind every Level Zero device) builds no
 * kernel with such a parameter: it says the build succeeded and leaves the
 * kernel out of its binary, so zeKernelCreate finds nothing.  What IGC
 * reads is what clang's translator writes: a pointer, Function storage, to
 * the argument's copy, decorated FuncParamAttr ByVal and with the struct's
 * Alignment (doc/design.md, "Structs passed to kernels by value").  The
 * kernel works on that copy in place.  A kernel also called as a function
 * takes the same pointers in its callable form, and its entry point passes
 * them on, as the translator has it: the translator's reader (llvm-spirv
 * -r, and IGC's) gives the entry point's parameter attributes to the
 * function it calls, which must then take pointers too.  A call of a
 * kernel passes a copy of its own (expr.c, call). */

bool
irg_byval(const Type *t)
{
	return t->kind == T_STRUCT || t->kind == T_UNION;
}

uint32_t
irg_param_type(G *g, Type *t, bool kernel)
{
	if (kernel && irg_byval(t))
		return irg_ptr_type(g, t, AS_PRIVATE);
	return irg_type(g, t);
}

uint32_t
irg_kernel_fntype(G *g, Type *ft)
{
	VEC(uint32_t) ps = {0};
	size_t i;

	for (i = 0; i < ft->nparams; i++)
		VEC_PUSH(&g->c->ar, &ps, irg_param_type(g, ft->params[i], true));
	return spv_type_function(&g->m, irg_type(g, ft->base), ps.v, ps.n);
}

void
irg_byval_decorate(G *g, uint32_t id, Type *t)
{
	uint32_t byval = SpvFunctionParameterAttributeByVal, align = t->align ? t->align : 1;

	if (!irg_byval(t))
		return;
	spv_decorate(&g->m, id, SpvDecorationFuncParamAttr, &byval, 1);
	spv_decorate(&g->m, id, SpvDecorationAlignment, &align, 1);
}
