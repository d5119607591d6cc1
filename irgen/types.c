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

static uint32_t type_of(G *g, Type *t, bool mem);

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

static uint32_t
type_of(G *g, Type *t, bool mem)
{
	SpvModule *m = &g->m;
	uint64_t key = (uint64_t)t->id << 1 | (mem ? 1 : 0);
	uint32_t id = u64_get(&g->types, key);

	if (id)
		return id;
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
		id = spv_type_vector(m, type_of(g, t->base, mem), t->n);
		break;
	case T_POINTER:
		id = spv_type_pointer(m, irg_sc(t->as), type_of(g, t->base->kind == T_VOID ? t->base : t->base, true));
		if (t->base->kind == T_VOID)
			id = spv_type_pointer(m, irg_sc(t->as), spv_type_int(m, 8)); /* void* is char* */
		break;
	case T_ARRAY:
		id = spv_type_array(m, type_of(g, t->base, true), irg_uint(g, t->n ? t->n : 1));
		break;
	case T_STRUCT:
	case T_UNION: {
		VEC(uint32_t) ms = {0};
		size_t i;

		if (t->kind == T_UNION) {
			/* a union is its largest (most aligned) member, padded */
			Type *big = NULL;

			for (i = 0; i < t->nmembers; i++)
				if (!big || t->members[i].type->size > big->size ||
				    (t->members[i].type->size == big->size && t->members[i].type->align > big->align))
					big = t->members[i].type;
			if (big)
				VEC_PUSH(&g->c->ar, &ms, type_of(g, big, true));
			if (big && big->size < t->size)
				VEC_PUSH(&g->c->ar, &ms, spv_type_array(m, spv_type_int(m, 8), irg_uint(g, t->size - big->size)));
		} else {
			for (i = 0; i < t->nmembers; i++)
				VEC_PUSH(&g->c->ar, &ms, type_of(g, t->members[i].type, true));
		}
		if (!ms.n)
			VEC_PUSH(&g->c->ar, &ms, spv_type_int(m, 8));
		id = spv_type_struct(m, ms.v, ms.n);
		if (t->packed) {
			/* CPacked is a Kernel decoration: decorate once per struct id */
			spv_decorate(m, id, SpvDecorationCPacked, NULL, 0);
		}
		break;
	}
	case T_FUNC: {
		VEC(uint32_t) ps = {0};
		size_t i;

		for (i = 0; i < t->nparams; i++)
			VEC_PUSH(&g->c->ar, &ps, type_of(g, t->params[i], false));
		id = spv_type_function(m, type_of(g, t->base, false), ps.v, ps.n);
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
	return type_of(g, t, false);
}

uint32_t
irg_mem_type(G *g, Type *t)
{
	return type_of(g, t, true);
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

/* ---- constant initializers (__constant and program-scope variables) ---- */

static uint32_t
const_value(G *g, Expr *e, Type *t, bool *ok)
{
	SpvModule *m = &g->m;

	if (!e)
		return spv_const_null(m, irg_mem_type(g, t));
	if (e->kind == EX_INITLIST) {
		uint32_t el[1024], *elp = el;
		size_t i, n = e->nargs;

		if (t->kind == T_UNION) {
			/* the union's SPIR-V type is its largest member: only an
			 * initializer of that member (or none) is a constant */
			uint32_t v;

			if (!n || !e->args[0])
				return spv_const_null(m, irg_mem_type(g, t));
			if (!t->nmembers || t->members[0].type->size != t->size) {
				*ok = false;
				return 0;
			}
			v = const_value(g, e->args[0], t->members[0].type, ok);
			return *ok ? spv_const_composite(m, irg_mem_type(g, t), &v, 1) : 0;
		}
		if (n > ZC_COUNTOF(el))
			elp = ar_alloc(&g->c->ar, n * sizeof *elp);
		for (i = 0; i < n && *ok; i++) {
			Type *et = t->kind == T_STRUCT ? t->members[i].type : t->base;

			elp[i] = const_value(g, e->args[i], et, ok);
		}
		if (!*ok)
			return 0; /* not a constant: the caller stores element by element */
		if (t->kind == T_VECTOR)
			return spv_const_composite(m, irg_type(g, t), elp, n);
		if (n > 62) /* large arrays: the module builder interns up to 62 operands */
			return spv_const_composite_big(m, irg_mem_type(g, t), elp, n);
		return spv_const_composite(m, irg_mem_type(g, t), elp, n);
	}
	if (e->kind == EX_STRING && t->kind == T_ARRAY) {
		uint32_t *el = ar_alloc(&g->c->ar, (t->n + 1) * sizeof *el);
		Type *ct = t->base;
		size_t i;

		for (i = 0; i < t->n; i++)
			el[i] = spv_const_int(m, irg_mem_type(g, ct), 8, i < e->strlen ? (uint8_t)e->str[i] : 0);
		if (t->n > 62)
			return spv_const_composite_big(m, irg_mem_type(g, t), el, t->n);
		return spv_const_composite(m, irg_mem_type(g, t), el, t->n);
	}
	return irg_const_expr(g, e, t, ok);
}

/* e as a SPIR-V constant of type t: integer constant expressions, float
 * literals (with casts and unary minus), vector literals of those. */
uint32_t
irg_const_expr(G *g, Expr *e, Type *t, bool *ok)
{
	Type *et = e->type;

	if (!et) {
		*ok = false;
		return 0;
	}
	if (e->kind == EX_INITLIST || e->kind == EX_STRING)
		return const_value(g, e, t, ok);
	if (e->isconst && (et->kind == T_INT || et->kind == T_BOOL)) {
		if (t->kind == T_BOOL)
			return spv_const_int(&g->m, irg_mem_type(g, t), 8, e->cval != 0);
		if (t->kind == T_FLOAT)
			return irg_const_float(g, t, et->is_signed ? (double)e->cval : (double)(uint64_t)e->cval);
		if (t->kind == T_POINTER && e->cval == 0)
			return spv_const_null(&g->m, irg_type(g, t));
		return irg_const_int(g, t, e->cval);
	}
	if (e->kind == EX_FLOAT && ty_elem(t)->kind == T_FLOAT)
		return irg_const_float(g, t, e->fval);
	if (e->kind == EX_UNARY && e->op == '-' && e->a->kind == EX_FLOAT && t->kind == T_FLOAT)
		return irg_const_float(g, t, -e->a->fval);
	if (e->kind == EX_CAST) {
		if (e->conv == CV_SPLAT && t->kind == T_VECTOR) {
			uint32_t s = irg_const_expr(g, e->a, t->base, ok), el[16];
			unsigned i;

			for (i = 0; i < t->n; i++)
				el[i] = s;
			return *ok ? spv_const_composite(&g->m, irg_type(g, t), el, t->n) : 0;
		}
		if (e->conv == CV_NULL_TO_PTR)
			return spv_const_null(&g->m, irg_type(g, t));
		if (ty_is_arith(t) && ty_is_arith(e->a->type) && (e->a->kind == EX_FLOAT ||
		    (e->a->kind == EX_UNARY && e->a->op == '-' && e->a->a->kind == EX_FLOAT))) {
			double v = e->a->kind == EX_FLOAT ? e->a->fval : -e->a->a->fval;

			if (t->kind == T_FLOAT)
				return irg_const_float(g, t, v);
			if (t->kind == T_INT)
				return irg_const_int(g, t, (int64_t)v);
		}
		if (e->conv == CV_NONE)
			return irg_const_expr(g, e->a, t, ok);
		/* an integer constant converted to a floating element: int a = 1 in
		 * float x[2] = {1, 2} (6.7.8p11: as in assignment) */
		if (t->kind == T_FLOAT && e->a->isconst && e->a->type &&
		    (e->a->type->kind == T_INT || e->a->type->kind == T_BOOL))
			return irg_const_float(g, t, e->a->type->is_signed ? (double)e->a->cval :
			                                                     (double)(uint64_t)e->a->cval);
	}
	if (e->kind == EX_VECLIT && t->kind == T_VECTOR) {
		uint32_t el[16];
		unsigned n = 0;
		size_t i;

		if (e->nargs == 1 && e->args[0]->type->kind != T_VECTOR) {
			uint32_t s = irg_const_expr(g, e->args[0], t->base, ok);

			for (n = 0; n < t->n; n++)
				el[n] = s;
		} else {
			for (i = 0; i < e->nargs && n < 16; i++) {
				if (e->args[i]->type->kind == T_VECTOR) {
					*ok = false;
					return 0;
				}
				el[n++] = irg_const_expr(g, e->args[i], t->base, ok);
			}
		}
		return *ok ? spv_const_composite(&g->m, irg_type(g, t), el, t->n) : 0;
	}
	*ok = false;
	return 0;
}
