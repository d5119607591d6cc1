/* const.c — initializers as SPIR-V constants: program-scope and __constant
 * variables, string literals, and local initializers that are constant
 * (one store instead of one per element).
 *
 * Scalar and vector values come from sema_eval, which folds C99 6.6
 * arithmetic constant expressions in each type's own precision;
 * aggregates are built element by element, zero where a brace list
 * leaves elements out, and a composite of zeros is one OpConstantNull.
 * Arrays longer than one OpConstantComposite can list (SPIR-V 2.3: an
 * instruction has at most 65,535 words) are built in pieces, as the
 * struct of arrays irg_storage_type (types.c) declares: the variable has
 * that type, with the array's layout, and its users see it through a
 * pointer bitcast to the array's own type.  llvm-spirv cannot write such
 * a table without SPV_INTEL_long_composites, which spirv-val rejects. */
#include "ir.h"

/* v as a constant of type t (a value, or as stored in memory if mem) */
uint32_t
irg_cval(G *g, const CVal *v, Type *t, bool mem)
{
	SpvBuilder *m = &g->m;
	Type *e = ty_elem(t), *from = v->type ? ty_elem(v->type) : e;
	uint32_t et = mem ? irg_mem_type(g, e) : irg_type(g, e), comps[16];
	unsigned i, n = ty_ncomp(t);

	if (v->null)
		return spv_const_null(m, mem ? irg_mem_type(g, t) : irg_type(g, t));
	for (i = 0; i < n; i++) {
		CScalar x = v->v[i < v->n ? i : 0];
		bool zero = from->kind == T_FLOAT ? x.f == 0 : x.i == 0;

		if (e->kind == T_BOOL)
			comps[i] = mem ? spv_const_int(m, et, 8, !zero) : spv_const_bool(m, et, !zero);
		else if (e->kind == T_FLOAT)
			comps[i] = spv_const_float(m, et, e->bits, from->kind == T_FLOAT ? x.f : (double)x.i);
		else
			comps[i] = spv_const_int(m, et, e->bits, from->kind == T_FLOAT ? (uint64_t)(int64_t)x.f : (uint64_t)x.i);
	}
	if (t->kind != T_VECTOR)
		return comps[0];
	return spv_const_composite(m, mem ? irg_mem_type(g, t) : irg_type(g, t), comps, n);
}

/* Whether a value is all zero bits (-0.0 is not). */
static bool
cval_zero(const CVal *v)
{
	unsigned i;

	if (v->sym || v->str)
		return false;
	if (v->null)
		return true;
	for (i = 0; i < v->n; i++)
		if (v->v[i].i != 0)     /* the union's bits: +0.0 is 0, -0.0 is not */
			return false;
	return true;
}

static uint32_t init_value(G *g, Expr *e, Type *t, bool *ok, bool *zero);

/* A string literal as a __constant array of char (one per literal). */
uint32_t
irg_string_var(G *g, Expr *str, uint32_t *type)
{
	bool ok = true;
	uint32_t init = irg_const_init(g, str, str->type, &ok, type);
	uint32_t v = spv_global_var(&g->m, spv_type_pointer(&g->m, SpvStorageClassUniformConstant, *type),
	                            SpvStorageClassUniformConstant, init);

	spv_decorate(&g->m, v, SpvDecorationConstant, NULL, 0);
	return v;
}

/* An address constant (C99 6.6p9): a program-scope variable's or a string
 * literal's address plus a byte offset, as a pointer of type t.  Written
 * as clang and llvm-spirv write it, with OpSpecConstantOp (SPIR-V 3.32.7:
 * Kernel modules may use Bitcast, PtrAccessChain and PtrCastToGeneric
 * there): the base as a char pointer, the offset added, the result cast
 * to t. */
static uint32_t
addr_const(G *g, const CVal *v, Type *t, bool *ok)
{
	SpvBuilder *m = &g->m;
	enum AddrSpace as = v->sym ? v->sym->as : AS_CONSTANT;
	uint32_t base, bytes = spv_type_pointer(m, irg_sc(as), spv_type_int(m, 8)), p;

	if (v->sym) {
		SymIR *ir = v->sym->irg;

		if (!ir || !ir->ptr) {
			*ok = false; /* not made yet (a later declaration) */
			return 0;
		}
		base = ir->ptr;
	} else {
		uint32_t type;

		base = irg_string_var(g, (Expr *)v->str, &type);
	}
	p = spv_spec_op(m, bytes, SpvOpBitcast, &base, 1);
	if (v->off) {
		uint32_t ops[2] = {p, irg_long(g, v->off)};

		p = spv_spec_op(m, bytes, SpvOpPtrAccessChain, ops, 2);
	}
	if (t->as != as) {
		/* to the generic address space (OpenCL C 2.0 6.5.5) */
		p = spv_spec_op(m, irg_type(g, ty_pointer(g->c, t->base->kind == T_VOID ? ty_int(g->c, 8, false) : t->base, as, 0)),
		                SpvOpBitcast, &p, 1);
		return spv_spec_op(m, irg_mem_type(g, t), SpvOpPtrCastToGeneric, &p, 1);
	}
	return spv_spec_op(m, irg_mem_type(g, t), SpvOpBitcast, &p, 1);
}

/* The composite of type 'type' with constituents el (zero: all of them
 * are zero), or its OpConstantNull. */
static uint32_t
composite(G *g, uint32_t type, const uint32_t *el, size_t n, bool zero)
{
	if (zero)
		return spv_const_null(&g->m, type);
	return spv_const_composite(&g->m, type, el, n);
}

/* An array constant of t from its elements' constants (el[t->n], zero[i]
 * when element i is zero), in pieces of at most SPV_MAX_CONSTITUENTS when
 * t is that long (the struct irg_storage_type makes of it). */
static uint32_t
array_const(G *g, Type *t, const uint32_t *el, const bool *zero)
{
	uint32_t et = irg_storage_type(g, t->base);
	size_t n = t->n, i, at;
	bool all = true;

	if (n <= SPV_MAX_CONSTITUENTS) {
		for (i = 0; i < n; i++)
			all = all && zero[i];
		return composite(g, irg_storage_type(g, t), el, n, all);
	}
	{
		VEC(uint32_t) pieces = {0};

		for (at = 0; at < n; at += SPV_MAX_CONSTITUENTS) {
			size_t k = n - at < SPV_MAX_CONSTITUENTS ? n - at : SPV_MAX_CONSTITUENTS;
			bool z = true;

			for (i = at; i < at + k; i++)
				z = z && zero[i];
			all = all && z;
			VEC_PUSH(&g->c->ar, &pieces,
			         composite(g, spv_type_array(&g->m, et, irg_uint(g, (uint32_t)k)), el + at, k, z));
		}
		return composite(g, irg_storage_type(g, t), pieces.v, pieces.n, all);
	}
}

/* ---- unions: a member's bytes as the union's own type ----
 * A union's SPIR-V type is its largest member (types.c), so a constant of
 * it initialized through another member is that member's bytes read back
 * as the largest member's type, as the memory would hold them (the
 * OpenCL SPIR-V environment lays types out as C does, little-endian). */

static bool to_bytes(G *g, Expr *e, Type *t, uint8_t *buf);

static void
put_le(uint8_t *p, uint64_t v, unsigned n)
{
	unsigned i;

	for (i = 0; i < n; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

static uint64_t
get_le(const uint8_t *p, unsigned n)
{
	uint64_t v = 0;
	unsigned i;

	for (i = 0; i < n; i++)
		v |= (uint64_t)p[i] << (8 * i);
	return v;
}

/* one scalar component of a folded value, as stored */
static uint64_t
scalar_bits(Type *e, const CVal *v, unsigned k)
{
	CScalar x = v->v[k < v->n ? k : 0];
	union { float f; uint32_t u; } f32;
	union { double d; uint64_t u; } f64;

	if (e->kind != T_FLOAT)
		return (uint64_t)x.i;
	if (e->bits == 16)
		return spv_half_bits(x.f);
	if (e->bits == 32) {
		f32.f = (float)x.f;
		return f32.u;
	}
	f64.d = x.f;
	return f64.u;
}

/* the bytes init (NULL: zero) gives an object of type t, into buf (t->size
 * bytes, zero already); false if it is no constant or holds an address */
static bool
to_bytes(G *g, Expr *e, Type *t, uint8_t *buf)
{
	CVal v;
	size_t i;

	if (!e)
		return true;
	if (e->kind == EX_COMPOUND)
		e = e->a;
	if (e->kind == EX_INITLIST && t->kind == T_ARRAY) {
		for (i = 0; i < t->n && i < e->nargs; i++)
			if (!to_bytes(g, e->args[i], t->base, buf + i * t->base->size))
				return false;
		return true;
	}
	if (e->kind == EX_INITLIST && t->kind == T_STRUCT) {
		for (i = 0; i < t->nmembers && i < e->nargs; i++)
			if (!to_bytes(g, e->args[i], t->members[i].type, buf + t->members[i].offset))
				return false;
		return true;
	}
	if (e->kind == EX_INITLIST && t->kind == T_UNION)
		return !e->nargs || to_bytes(g, e->args[0], t->members[e->field].type, buf);
	if (e->kind == EX_STRING && t->kind == T_ARRAY) {
		for (i = 0; i < t->n && i < e->strlen; i++)
			buf[i] = (uint8_t)e->str[i];
		return true;
	}
	if (!sema_eval(e, &v))
		return false;
	if (v.sym || v.str) {
		g->why = "an address in a union member other than its largest";
		g->why_loc = e->loc;
		return false;
	}
	if (v.null)
		return true;
	for (i = 0; i < ty_ncomp(t); i++) {
		Type *el = ty_elem(t);

		put_le(buf + i * el->size, el->kind == T_BOOL ? (v.v[i < v.n ? i : 0].i != 0) : scalar_bits(el, &v, (unsigned)i),
		       el->size);
	}
	return true;
}

/* The constant of irg_storage_type(t) that memory holding buf has (*zero:
 * all zero); false for what bytes cannot make (a non-null pointer). */
static bool
from_bytes(G *g, Type *t, const uint8_t *buf, uint32_t *out, bool *zero)
{
	SpvBuilder *m = &g->m;
	size_t i;

	*zero = true;
	for (i = 0; i < t->size; i++)
		if (buf[i])
			*zero = false;
	if (*zero) {
		*out = spv_const_null(m, irg_storage_type(g, t));
		return true;
	}
	switch (t->kind) {
	case T_BOOL:
	case T_INT:
	case T_FLOAT:
		/* a float's bits are its OpConstant's words, as an integer's are */
		*out = spv_const_int(m, irg_mem_type(g, t), t->kind == T_BOOL ? 8 : t->bits, get_le(buf, t->size));
		return true;
	case T_VECTOR: {
		uint32_t comps[16];

		for (i = 0; i < t->n; i++)
			comps[i] = spv_const_int(m, irg_mem_type(g, t->base), t->base->kind == T_BOOL ? 8 : t->base->bits,
			                         get_le(buf + i * t->base->size, t->base->size));
		*out = spv_const_composite(m, irg_mem_type(g, t), comps, t->n);
		return true;
	}
	case T_ARRAY: {
		uint32_t *el = ar_alloc(&g->c->ar, (t->n + 1) * sizeof *el);
		bool *z = ar_alloc(&g->c->ar, t->n + 1);

		for (i = 0; i < t->n; i++)
			if (!from_bytes(g, t->base, buf + i * t->base->size, &el[i], &z[i]))
				return false;
		*out = array_const(g, t, el, z);
		return true;
	}
	case T_STRUCT: {
		uint32_t *el = ar_alloc(&g->c->ar, (t->nmembers + 1) * sizeof *el);
		bool z;

		for (i = 0; i < t->nmembers; i++)
			if (!from_bytes(g, t->members[i].type, buf + t->members[i].offset, &el[i], &z))
				return false;
		i = t->nmembers;
		if (irg_struct_pad(t))
			el[i++] = spv_const_null(m, spv_type_array(m, spv_type_int(m, 8), irg_uint(g, irg_struct_pad(t))));
		*out = spv_const_composite(m, irg_storage_type(g, t), el, i);
		return true;
	}
	case T_UNION: {
		/* its largest member, then the padding after it as bytes */
		Type *big = ty_union_main(t);
		uint32_t el[2];
		bool z;

		if (!big || !from_bytes(g, big, buf, &el[0], &z))
			return false;
		if (big->size < t->size) {
			Type *pad = ty_array(g->c, ty_int(g->c, 8, false), t->size - big->size);

			if (!from_bytes(g, pad, buf + big->size, &el[1], &z))
				return false;
		}
		*out = spv_const_composite(m, irg_storage_type(g, t), el, big->size < t->size ? 2 : 1);
		return true;
	}
	default:
		return false; /* a pointer that is not null */
	}
}

/* A brace list for an array, struct or union (sema made it one entry per
 * element or member, NULL where left out). */
static uint32_t
list_value(G *g, Expr *e, Type *t, bool *ok, bool *zero)
{
	size_t i, n = t->kind == T_ARRAY ? t->n : t->kind == T_STRUCT ? t->nmembers : 1;
	uint32_t *el = ar_alloc(&g->c->ar, (n + 1) * sizeof *el);
	bool *z = ar_alloc(&g->c->ar, n + 1);
	bool all = true;

	if (t->kind == T_UNION) {
		Expr *x = e->nargs ? e->args[0] : NULL;
		Type *mt = x ? t->members[e->field].type : NULL;

		if (!x) {
			*zero = true;
			return spv_const_null(&g->m, irg_storage_type(g, t));
		}
		/* the union's SPIR-V type is its largest member (padded): only an
		 * initializer of a member of that type and the union's size (or
		 * none) is a constant; a local stores the member instead */
		if (mt->size != t->size || irg_storage_type(g, mt) != irg_storage_type(g, ty_union_main(t))) {
			/* another member: its bytes, as the largest member's type */
			uint8_t *buf = ar_alloc(&g->c->ar, t->size + 1);
			uint32_t k;

			if (!to_bytes(g, x, mt, buf) || !from_bytes(g, t, buf, &k, zero)) {
				if (!g->why_loc.file)
					g->why_loc = x->loc;
				*ok = false;
				return 0;
			}
			return k;
		}
		el[0] = init_value(g, x, mt, ok, zero);
		return *ok ? composite(g, irg_storage_type(g, t), el, 1, *zero) : 0;
	}
	for (i = 0; i < n && *ok; i++) {
		Type *et = t->kind == T_STRUCT ? t->members[i].type : t->base;

		el[i] = init_value(g, i < e->nargs ? e->args[i] : NULL, et, ok, &z[i]);
		all = all && z[i];
	}
	if (!*ok)
		return 0; /* not a constant: a local is stored element by element */
	*zero = all;
	if (t->kind == T_ARRAY)
		return array_const(g, t, el, z);
	if (irg_struct_pad(t)) /* the padding a flexible array member gives it */
		el[n++] = spv_const_null(&g->m, spv_type_array(&g->m, spv_type_int(&g->m, 8), irg_uint(g, irg_struct_pad(t))));
	return composite(g, irg_storage_type(g, t), el, n, all);
}

/* e, the initializer of an object of type t (NULL: zero), as a constant of
 * irg_storage_type(t); *zero tells whether it is all zero bits. */
static uint32_t
init_value(G *g, Expr *e, Type *t, bool *ok, bool *zero)
{
	CVal v;

	*zero = false;
	if (!e) {
		*zero = true;
		return spv_const_null(&g->m, irg_storage_type(g, t));
	}
	if (e->kind == EX_COMPOUND)
		e = e->a; /* (S){...}: its initializer */
	if (e->kind == EX_INITLIST && (t->kind == T_ARRAY || t->kind == T_STRUCT || t->kind == T_UNION))
		return list_value(g, e, t, ok, zero);
	if (e->kind == EX_STRING && t->kind == T_ARRAY) {
		/* 6.7.8p14: the characters, then zeros to the array's end */
		size_t i;
		uint32_t *el = ar_alloc(&g->c->ar, (t->n + 1) * sizeof *el), ct = irg_mem_type(g, t->base);
		bool *z = ar_alloc(&g->c->ar, t->n + 1);

		for (i = 0; i < t->n; i++) {
			uint8_t ch = i < e->strlen ? (uint8_t)e->str[i] : 0;

			el[i] = spv_const_int(&g->m, ct, 8, ch);
			z[i] = ch == 0;
		}
		return array_const(g, t, el, z);
	}
	if (!ty_is_arith(ty_elem(t)) && t->kind != T_POINTER) {
		*ok = false;
		return 0;
	}
	if (!sema_eval(e, &v)) {
		if (!g->why_loc.file)
			g->why_loc = e->loc; /* the element that is no constant, for the message */
		*ok = false;
		return 0;
	}
	*zero = cval_zero(&v);
	if (v.sym || v.str)
		return addr_const(g, &v, t, ok);
	return irg_cval(g, &v, t, true);
}

uint32_t
irg_const_init(G *g, Expr *init, Type *t, bool *ok, uint32_t *type)
{
	bool zero;
	uint32_t k = init_value(g, init, t, ok, &zero);

	if (*ok && zero) {
		/* all zero: the object's own type (no pieces needed) */
		*type = irg_mem_type(g, t);
		return spv_const_null(&g->m, *type);
	}
	*type = irg_storage_type(g, t);
	return k;
}
