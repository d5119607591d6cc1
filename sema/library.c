/* library.c — the parts of the OpenCL C built-in library that the
 * signature table cannot say: the library's type names (atomic_int, ...)
 * and enumerators, the variadic printf and the width-changing shuffles
 * (resolved by name), and the rules a resolved call must still satisfy on
 * the target: 64-bit and floating-point atomics, images, image access
 * qualifiers, SPIR-V 1.3 for the GroupNonUniform instructions, constant
 * memory orders and scopes.  Diagnostics name the device compiled for. */
#include <string.h>

#include <spirv/unified1/spirv.h>  /* the opcodes builtins.def names */

#include "check.h"

/* ---- the library's types and enumerators (OpenCL C 6.15.12.1-3) ---- */

Type *
sema_library_type(S *s, const char *name, unsigned *quals)
{
	/* 6.15.12.6 atomic types: _Atomic-qualified objects of these types */
	static const struct { const char *name; int kind; unsigned bits; bool sgn; } at[] = {
		{"atomic_int", T_INT, 32, true}, {"atomic_uint", T_INT, 32, false},
		{"atomic_long", T_INT, 64, true}, {"atomic_ulong", T_INT, 64, false},
		{"atomic_float", T_FLOAT, 32, false}, {"atomic_double", T_FLOAT, 64, false},
		{"atomic_half", T_FLOAT, 16, false},
		{"atomic_intptr_t", T_INT, 64, true}, {"atomic_uintptr_t", T_INT, 64, false},
		{"atomic_size_t", T_INT, 64, false}, {"atomic_ptrdiff_t", T_INT, 64, true},
		{"atomic_flag", T_INT, 32, true},
	};
	Ctx *c = s->c;
	size_t i;

	*quals = 0;
	if (strcmp(name, "cl_mem_fence_flags") == 0)
		return ty_int(c, 32, false);
	if (s->std < 200)
		return NULL;
	if (strcmp(name, "memory_order") == 0 || strcmp(name, "memory_scope") == 0)
		return ty_int(c, 32, true);
	if (strncmp(name, "atomic_", 7) != 0)
		return NULL;
	for (i = 0; i < ZC_COUNTOF(at); i++) {
		if (strcmp(at[i].name, name) != 0)
			continue;
		*quals = Q_ATOMIC;
		if (at[i].kind == T_FLOAT)
			return ty_float(c, at[i].bits);
		return ty_int(c, at[i].bits, at[i].sgn);
	}
	return NULL;
}

void
sema_library_enums(S *s)
{
	/* values as clang's opencl-c-base.h gives them (C11's __ATOMIC_*) */
	static const struct { const char *name; int value; } e[] = {
		{"memory_order_relaxed", 0}, {"memory_order_acquire", 2}, {"memory_order_release", 3},
		{"memory_order_acq_rel", 4}, {"memory_order_seq_cst", 5},
		{"memory_scope_work_item", 0}, {"memory_scope_work_group", 1},
		{"memory_scope_device", 2}, {"memory_scope_all_svm_devices", 3},
		{"memory_scope_all_devices", 3}, {"memory_scope_sub_group", 4},
	};
	size_t i;

	if (s->std < 200)
		return; /* as in clang: OpenCL C 2.0 names */
	for (i = 0; i < ZC_COUNTOF(e); i++) {
		Symbol *sym = ar_alloc(&s->c->ar, sizeof *sym);

		sym->kind = SYM_ENUMCONST;
		sym->name = e[i].name;
		sym->type = ty_int(s->c, 32, true);
		sym->value = e[i].value;
		sema_declare(s, sym);
	}
}

/* ---- rules a resolved call must satisfy ---- */

/* Does the target offer float atomic flag (ZC_FPA_GLOBAL_*) on type ft
 * for the memory pointer type p reaches (global, local, or both for a
 * generic pointer)? */
static bool
fp_atomic_ok(S *s, Type *ft, Type *p, unsigned global_flag)
{
	unsigned have = ZC_FPA(&s->c->target, ft->bits);
	bool g = p->as != AS_LOCAL, l = p->as != AS_GLOBAL;

	return (!g || (have & global_flag)) && (!l || (have & (global_flag << 4)));
}

/* a memory_scope argument: a constant of the enumeration (memory_scope_
 * work_item .. memory_scope_sub_group), which SPIR-V takes as a constant
 * Scope operand */
static bool
check_scope(S *s, Expr *a)
{
	if (!a->isconst) {
		zc_error(s->c, a->loc, "the memory scope must be a constant memory_scope value");
		return false;
	}
	if (a->cval < 0 || a->cval > 4) {
		zc_error(s->c, a->loc, "invalid memory scope %lld", (long long)a->cval);
		return false;
	}
	return true;
}

/* 6.15.12.7: the memory_order and memory_scope arguments of the explicit
 * forms must be constants (Level Zero takes scopes and semantics as
 * constants), valid, and allowed for the operation. */
static bool
check_orders(S *s, Expr *e, const char *name)
{
	Ctx *c = s->c;
	const Builtin *b = e->bi;
	size_t oi, i;
	bool ok = true;

	switch (b->aux) {
	case BA_FETCH: case BA_FETCH_SUB_F: case BA_STORE: oi = 2; break;
	case BA_LOAD: case BA_FLAG_TAS: case BA_FLAG_CLEAR: case BA_FENCE: oi = 1; break;
	case BA_CMPXCHG: oi = 3; break;
	default: return true;
	}
	for (i = oi; i < e->nargs; i++) {
		Expr *a = e->args[i];
		bool scope = i == e->nargs - 1 && (b->aux == BA_CMPXCHG ? i == oi + 2 : i == oi + 1);
		int64_t v = a->cval;

		if (scope) {
			ok &= check_scope(s, a);
			continue;
		}
		if (!a->isconst) {
			zc_error(c, a->loc, "the memory order must be a constant memory_order value");
			ok = false;
			continue;
		}
		if (v != 0 && (v < 2 || v > 5)) {
			zc_error(c, a->loc, "invalid memory order %lld", (long long)v);
			ok = false;
		} else if ((b->aux == BA_LOAD || (b->aux == BA_CMPXCHG && i == oi + 1)) && (v == 3 || v == 4)) {
			zc_error(c, a->loc, "memory order release or acq_rel is invalid for %s",
			         b->aux == BA_LOAD ? "an atomic load" : "the failure of a compare-exchange");
			ok = false;
		} else if ((b->aux == BA_STORE || b->aux == BA_FLAG_CLEAR) && (v == 2 || v == 4)) {
			zc_error(c, a->loc, "memory order acquire or acq_rel is invalid for an atomic store");
			ok = false;
		}
	}
	(void)name;
	return ok;
}

static bool
check_atomic(S *s, Expr *e, const char *name)
{
	Ctx *c = s->c;
	const Builtin *b = e->bi;
	Type *g = e->gentype, *p;

	if (!check_orders(s, e, name))
		return false;
	if (b->aux == BA_FENCE || !g)
		return true;
	p = e->args[0]->type;
	if (g->kind == T_INT && g->bits == 64 && b->aux != BA_LEGACY && b->aux != BA_LEGACY_CMPXCHG) {
		/* the 2.0 functions on atomic_long come with the int64 extensions, as in clang */
		bool ext = b->op == SpvOpAtomicSMin || b->op == SpvOpAtomicSMax || b->op == SpvOpAtomicAnd ||
		           b->op == SpvOpAtomicOr || b->op == SpvOpAtomicXor;
		int need = !sema_feature(s, ZC_KHR_INT64_BASE_ATOMICS) ? ZC_KHR_INT64_BASE_ATOMICS :
		           ext && !sema_feature(s, ZC_KHR_INT64_EXTENDED_ATOMICS) ? ZC_KHR_INT64_EXTENDED_ATOMICS : -1;

		if (need >= 0) {
			zc_error(c, e->loc, "'%s' on a 64-bit atomic type requires %s, which is not enabled or not supported by %s",
			         name, zc_feature_names[need], device_str(s));
			return false;
		}
	}
	if (g->kind == T_INT && g->bits == 64 && !c->target.int64_atomics) {
		zc_error(c, e->loc, "'%s' on a 64-bit integer needs int64 atomics, which %s does not support",
		         name, device_str(s));
		return false;
	}
	if (g->kind == T_FLOAT) {
		/* load, store, exchange, compare-exchange: core, lowered on integers */
		unsigned what = b->op == SpvOpAtomicFAddEXT ? ZC_FPA_GLOBAL_ADD :
		                b->op == SpvOpAtomicFMinEXT || b->op == SpvOpAtomicFMaxEXT ? ZC_FPA_GLOBAL_MIN_MAX : 0;

		if (g->bits == 16 && (b->aux == BA_CMPXCHG || b->aux == BA_LEGACY || b->aux == BA_INIT)) {
			/* no 16-bit integer atomics to carry the bits */
			zc_error(c, e->loc, "'%s' on 'half' is not an atomic operation OpenCL C defines (cl_ext_float_atomics has load, store, exchange, add, sub, min and max)",
			         name);
			return false;
		}
		if (g->bits == 16 && !what && b->aux != BA_INIT)
			what = ZC_FPA_GLOBAL_LOAD_STORE;
		if (g->bits == 64 && !what && !c->target.int64_atomics) {
			zc_error(c, e->loc, "'%s' on 'double' moves 64 bits atomically, which needs int64 atomics; %s does not support them",
			         name, device_str(s));
			return false;
		}
		if (what && !fp_atomic_ok(s, g, p, what)) {
			zc_error(c, e->loc, "'%s' on '%s' in %s memory needs floating-point atomic %s, which %s does not support",
			         name, ty_str(c, g), p->as == AS_GLOBAL ? "__global" : p->as == AS_LOCAL ? "__local" : "generic",
			         what == ZC_FPA_GLOBAL_ADD ? "add" : what == ZC_FPA_GLOBAL_MIN_MAX ? "min/max" : "load/store",
			         device_str(s));
			return false;
		}
	}
	return true;
}

/* an image argument: the first one of the call */
static Type *
image_arg(Expr *e)
{
	size_t i;

	for (i = 0; i < e->nargs; i++)
		if (e->args[i]->type && e->args[i]->type->kind == T_IMAGE)
			return e->args[i]->type;
	return NULL;
}

static bool
check_image(S *s, Expr *e, const char *name)
{
	Ctx *c = s->c;
	const Builtin *b = e->bi;
	Type *img = image_arg(e);

	if (!c->target.images) {
		zc_error(c, e->loc, "'%s' needs image support, which %s does not have", name, device_str(s));
		return false;
	}
	if (!img)
		return true;
	if ((b->op == BS_READ_IMAGE || (b->op == BS_BLOCK_READ && b->aux == 1) || b->op == BS_MEDIA_READ) &&
	    img->access == ACC_WRITE_ONLY) {
		zc_error(c, e->loc, "'%s' cannot read from a write_only image", name);
		return false;
	}
	if ((b->op == BS_WRITE_IMAGE || (b->op == BS_BLOCK_WRITE && b->aux == 1) || b->op == BS_MEDIA_WRITE) &&
	    img->access == ACC_READ_ONLY) {
		zc_error(c, e->loc, "'%s' cannot write to a read_only image", name);
		return false;
	}
	if (b->op == BS_READ_IMAGE && img->access == ACC_READ_WRITE && e->nargs >= 3 &&
	    e->args[1]->type->kind == T_SAMPLER) {
		/* 6.15.15.2: samplers only with read_only images */
		zc_error(c, e->loc, "'%s' with a sampler needs a read_only image, not a read_write one", name);
		return false;
	}
	if (b->op == BS_READ_IMAGE && e->nargs == 5 && img->image == IMG_3D) {
		/* SPIR-V's Grad takes 3-component gradients for a 3D image; IGC
		 * links only a 4-component form (undefined __builtin_spirv_
		 * OpImageSampleExplicitLod_v4f32_img3d_ro_v4f32_i32_v3f32_v3f32),
		 * which is not valid SPIR-V */
		zc_error(c, e->loc, "'%s' of an image3d_t with gradients is not supported: Intel's GPU compiler reads no valid SPIR-V form of it; pass a mip level (lod) instead",
		         name);
		return false;
	}
	if (b->op == BS_WRITE_IMAGE && e->nargs == 4 && img->access == ACC_READ_WRITE) {
		/* clang-15 declares these; Intel's header does not, and IGC has no
		 * such write ("undefined reference to __builtin_spirv_OpImageWrite_
		 * img2d_rw_..._i32") */
		zc_error(c, e->loc, "'%s' to a mip level of a read_write image is not supported by Intel's GPU compiler; write to a write_only image",
		         name);
		return false;
	}
	if (b->op == BS_WRITE_IMAGE && img->image == IMG_3D && !sema_feature(s, ZC_KHR_3D_IMAGE_WRITES) &&
	    !sema_feature(s, ZC_F_3D_IMAGE_WRITES)) {
		zc_error(c, e->loc, "'%s' to an image3d_t requires cl_khr_3d_image_writes, which is not enabled or not supported by %s",
		         name, device_str(s));
		return false;
	}
	return true;
}

/* cl_intel_media_block_io: Intel's GPU compiler sizes a media block when it
 * compiles the kernel, so the width (in elements) and height must be
 * constants, and holds it to the block sizes the hardware moves (measured
 * with ocloc: "width for intel_media_block_read*() must be <= 8", "height
 * for 16 bytes wide ... must be <= 16", "widths must be quad pixel
 * aligned"): rows of at most 32 bytes, a whole number of 4-byte pixels,
 * at most 256 bytes in all and 64 rows, a row counted as 4, 8, 16 or 32
 * bytes. */
static bool
check_media(S *s, Expr *e, const char *name)
{
	Ctx *c = s->c;
	Expr *w = e->args[1], *h = e->args[2];
	unsigned elem = ty_elem(e->nargs == 4 ? e->type : e->args[3]->type)->bits / 8;
	int64_t bytes, room;

	if (!w->isconst || !h->isconst) {
		zc_error(c, (w->isconst ? h : w)->loc, "the %s of a media block ('%s') must be a constant: Intel's GPU compiler sizes the block when it compiles the kernel",
		         w->isconst ? "height" : "width", name);
		return false;
	}
	bytes = w->cval * elem;
	if (w->cval < 0 || bytes > 32 || bytes % 4) {
		zc_error(c, w->loc, "a media block's rows are whole 4-byte pixels of at most 32 bytes: %lld element%s of %u byte%s is not (Intel's GPU compiler refuses it)",
		         (long long)w->cval, w->cval == 1 ? "" : "s", elem, elem == 1 ? "" : "s");
		return false;
	}
	for (room = 4; room < bytes; room *= 2)
		;
	if (h->cval < 0 || h->cval * room > 256) {
		zc_error(c, h->loc, "a media block %lld bytes wide has at most %lld rows, not %lld (Intel's GPU compiler refuses more)",
		         (long long)bytes, (long long)(256 / room), (long long)h->cval);
		return false;
	}
	return check_image(s, e, name);
}

/* The cl_khr_subgroup_* functions are SPIR-V 1.3's GroupNonUniform
 * instructions and BuiltIns: the target must read 1.3 modules. */
static bool
spirv13(S *s, Expr *e, const char *name, const char *what)
{
	Ctx *c = s->c;

	if (c->target.spirv_max >= 0x10300)
		return true;
	zc_error(c, e->loc, "'%s' needs SPIR-V 1.3 (%s), but %s allows at most SPIR-V %u.%u",
	         name, what, device_str(s), c->target.spirv_max >> 16 & 0xff, c->target.spirv_max >> 8 & 0xff);
	return false;
}

bool
sema_check_library_call(S *s, Expr *e, const char *name)
{
	Ctx *c = s->c;
	const Builtin *b = e->bi;

	if (b->lower == BL_ATOMIC)
		return check_atomic(s, e, name);
	if (b->lower == BL_VAR0 && b->op >= SpvBuiltInSubgroupEqMask && b->op <= SpvBuiltInSubgroupLtMask)
		return spirv13(s, e, name, "BuiltIn variables");
	if (b->lower != BL_SPECIAL)
		return true;
	switch (b->op) {
	case BS_READ_IMAGE:
	case BS_WRITE_IMAGE:
	case BS_IMAGE_QUERY:
		return check_image(s, e, name);
	case BS_BLOCK_READ:
	case BS_BLOCK_WRITE:
		return b->aux != 1 || check_image(s, e, name);
	case BS_MEDIA_READ:
	case BS_MEDIA_WRITE:
		return check_media(s, e, name);
	case BS_GROUP_BCAST:
	case BS_GROUP_ARITH:
		/* cl_intel_subgroups_short's collectives are the cl_khr_subgroups
		 * instructions on 16-bit values, which the environment takes with
		 * the extended types only */
		if (b->feature == ZC_INTEL_SUBGROUPS_SHORT && !sema_feature(s, ZC_KHR_SUBGROUP_EXTENDED_TYPES)) {
			zc_error(c, e->loc, "'%s' on 16-bit values needs the subgroup instructions of cl_khr_subgroup_extended_types, which %s does not have",
			         name, device_str(s));
			return false;
		}
		return true;
	case BS_BARRIER:
	case BS_SPLIT_BARRIER:
	case BS_SG_BARRIER:
		/* work_group_barrier(flags, scope), sub_group_barrier(flags,
		 * scope), the split barrier's: the scope is an operand of
		 * OpControlBarrier, a constant */
		return e->nargs < 2 || check_scope(s, e->args[1]);
	case BS_NU:
	case BS_NU_ARITH:
	case BS_ROTATE:
		if (!spirv13(s, e, name, "GroupNonUniform instructions"))
			return false;
		if ((b->op == BS_NU_ARITH && b->aux == SpvGroupOperationClusteredReduce) || (b->op == BS_ROTATE && b->aux)) {
			Expr *n = e->args[e->nargs - 1];

			if (!n->isconst || n->cval <= 0 || (n->cval & (n->cval - 1)) != 0) {
				zc_error(c, n->loc, "the cluster size of '%s' must be a constant power of 2", name);
				return false;
			}
		}
		return true;
	default:
		return true;
	}
}

/* ---- builtins resolved by name ---- */

/* 6.15.13 printf(constant char *restrict format, ...): the format must be
 * a string literal; the other arguments get C's default argument
 * promotions, float to double only where the target has doubles (as clang
 * does), and vectors pass unchanged. */
static Expr *
printf_call(S *s, Expr *e)
{
	Ctx *c = s->c;
	Expr *f;
	size_t i;
	bool fp64 = sema_feature(s, ZC_KHR_FP64) || sema_feature(s, ZC_F_FP64);

	if (e->nargs < 1) {
		zc_error(c, e->loc, "too few arguments to function call, expected at least 1, have 0");
		return NULL;
	}
	f = e->args[0];
	while (f->kind == EX_CAST && f->implicit)
		f = f->a;
	if (f->kind != EX_STRING) {
		zc_error(c, e->args[0]->loc, "the format of 'printf' must be a string literal");
		return NULL;
	}
	e->args[0] = f;
	sema_warn_format(s, e); /* on the arguments as written, before their promotions */
	for (i = 1; i < e->nargs; i++) {
		Type *t = e->args[i]->type;

		if (t->kind == T_FLOAT && t->bits < 64 && (fp64 || t->bits == 16))
			e->args[i] = sema_cast(s, e->args[i], fp64 ? ty_float(c, 64) : ty_float(c, 32), true);
		else if (ty_is_arith(t) && t->kind != T_FLOAT)
			e->args[i] = sema_cast(s, e->args[i], sema_promote(s, t), true);
		else if (t->kind == T_POINTER || t->kind == T_VECTOR || t->kind == T_FLOAT)
			;
		else {
			zc_error(c, e->args[i]->loc, "cannot pass an argument of type '%s' to 'printf'", ty_str(c, t));
			return NULL;
		}
	}
	e->bi = NULL;
	e->name = "printf";
	e->type = ty_int(c, 32, true);
	return e;
}

/* 6.15.8 shuffle(gentypem x, ugentypen mask) and shuffle2(x, y, mask):
 * the result has the mask's width and x's element type. */
static Expr *
shuffle_call(S *s, Expr *e, bool two)
{
	Ctx *c = s->c;
	size_t nx = two ? 3 : 2, i;
	Type *x, *m;

	if (e->nargs != nx) {
		zc_error(c, e->loc, "'%s' takes %zu arguments", two ? "shuffle2" : "shuffle", nx);
		return NULL;
	}
	x = e->args[0]->type;
	m = e->args[nx - 1]->type;
	if (x->kind != T_VECTOR || x->n == 3 || m->kind != T_VECTOR || m->n == 3 ||
	    ty_elem(m)->kind != T_INT || ty_elem(m)->is_signed || ty_elem(m)->bits != ty_elem(x)->bits ||
	    (two && !ty_same(e->args[1]->type, x))) {
		zc_error(c, e->loc, "no matching function for call to '%s': the mask must be an unsigned integer vector (of 2, 4, 8 or 16 components) with elements as wide as those of the %s vector%s ('%s' and '%s')",
		         two ? "shuffle2" : "shuffle", two ? "two" : "shuffled", two ? "s of one type" : "",
		         ty_str(c, x), ty_str(c, m));
		return NULL;
	}
	for (i = 0; i < nx; i++)
		if (!ty_is_arith(ty_elem(e->args[i]->type)))
			return NULL;
	e->bi = NULL;
	e->name = two ? "shuffle2" : "shuffle";
	e->type = ty_vector(c, ty_elem(x), m->n);
	return e;
}

/* 6.13.9 (OpenCL C 2.0) global T *to_global(T *), to_local, to_private:
 * the pointer in that address space, or NULL if it points elsewhere.
 * clang makes them builtins rather than declarations in opencl-c.h, so
 * the census did not see them.  T may be any pointee, hence by name. */
static Expr *
to_addr_call(S *s, Expr *e, const char *name)
{
	Ctx *c = s->c;
	enum AddrSpace as = name[3] == 'g' ? AS_GLOBAL : name[3] == 'l' ? AS_LOCAL : AS_PRIVATE;
	Type *a;

	if (!s->generic_as) {
		zc_error(c, e->loc, "'%s' requires the generic address space (OpenCL C 2.0, or 3.0 with __opencl_c_generic_address_space)", name);
		return NULL;
	}
	if (e->nargs != 1) {
		zc_error(c, e->loc, "too %s arguments to function call, expected 1, have %zu", e->nargs ? "many" : "few",
		         e->nargs);
		return NULL;
	}
	a = e->args[0]->type;
	if (!a || a->kind != T_POINTER) {
		zc_error(c, e->args[0]->loc, "invalid argument '%s' to function '%s': a pointer is expected", a ? ty_str(c, a) : "?",
		         name);
		return NULL;
	}
	if (a->as == AS_CONSTANT) {
		zc_error(c, e->args[0]->loc, "invalid address space for pointee of pointer argument to '%s' ('%s')", name,
		         ty_str(c, a));
		return NULL;
	}
	e->bi = NULL;
	e->name = "to_addr";
	e->type = ty_pointer(c, a->base, as, a->pquals);
	return e;
}

bool
sema_library_name(const char *name)
{
	return strcmp(name, "printf") == 0 || strcmp(name, "shuffle") == 0 || strcmp(name, "shuffle2") == 0 ||
	       strcmp(name, "to_global") == 0 || strcmp(name, "to_local") == 0 || strcmp(name, "to_private") == 0;
}

Expr *
sema_library_call(S *s, Expr *e, const char *name)
{
	if (strcmp(name, "printf") == 0)
		return printf_call(s, e);
	if (strncmp(name, "to_", 3) == 0)
		return to_addr_call(s, e, name);
	return shuffle_call(s, e, strcmp(name, "shuffle2") == 0);
}
