/* atomic.c — the atomic functions of OpenCL C 6.15.12 as SPIR-V atomic
 * instructions (SPIR-V 3.37.18), and the loads and stores of _Atomic
 * objects.
 *
 * Scopes and memory semantics are constants, as the Level Zero environment
 * requires (Scope for Memory one of CrossDevice, Device, Workgroup,
 * Invocation, Subgroup).  The OpenCL 1.1 functions are relaxed and act on
 * the memory they point to: Workgroup scope for __local, Device otherwise.
 * The OpenCL 2.0 functions default to memory_order_seq_cst and
 * memory_scope_device; an ordering other than relaxed also names the
 * storage classes it orders (CrossWorkgroupMemory for __global,
 * WorkgroupMemory for __local, both for a generic pointer).  Float add,
 * min and max are the SPV_EXT_shader_atomic_float_add / _min_max
 * instructions.  Float loads, stores, exchanges and compare-exchanges
 * (core OpenCL C) move the same bits as integers through a bitcast
 * pointer: Level Zero only takes float-typed ones where the device
 * reports float atomic load/store. */
#include "ir.h"



/* the storage-class bits of the memory a pointer reaches */
static uint32_t
storage_bits(enum AddrSpace as)
{
	switch (as) {
	case AS_GLOBAL: return SpvMemorySemanticsCrossWorkgroupMemoryMask;
	case AS_LOCAL: return SpvMemorySemanticsWorkgroupMemoryMask;
	case AS_PRIVATE: return 0;
	default: return SpvMemorySemanticsCrossWorkgroupMemoryMask | SpvMemorySemanticsWorkgroupMemoryMask;
	}
}

/* memory_order (clang's values, C11's __ATOMIC_*) to the ordering bits;
 * NULL gives seq_cst.  sema (library.c, check_orders) made sure of a
 * constant of the enumeration, and of one the operation takes. */
static uint32_t
order_bits(F *f, Expr *e)
{
	if (!e)
		return SpvMemorySemanticsSequentiallyConsistentMask;
	ZC_ASSERT(C(f), e->isconst);
	switch (e->cval) {
	case 0: return SpvMemorySemanticsMaskNone;
	case 2: return SpvMemorySemanticsAcquireMask;
	case 3: return SpvMemorySemanticsReleaseMask;
	case 4: return SpvMemorySemanticsAcquireReleaseMask;
	case 5: return SpvMemorySemanticsSequentiallyConsistentMask;
	}
	ZC_ASSERT(C(f), !"a memory order sema checked");
	return SpvMemorySemanticsSequentiallyConsistentMask;
}

/* a memory_scope argument (a constant sema checked: library.c,
 * check_scope) as a Scope id; NULL gives dflt */
uint32_t
irg_scope_arg(F *f, Expr *e, SpvScope dflt)
{
	static const uint32_t map[] = {SpvScopeInvocation, SpvScopeWorkgroup, SpvScopeDevice,
	                               SpvScopeCrossDevice, SpvScopeSubgroup};

	if (!e)
		return irg_uint(f->g, dflt);
	ZC_ASSERT(C(f), e->isconst && e->cval >= 0 && e->cval <= 4);
	return irg_uint(f->g, map[e->cval]);
}

/* semantics for an ordering on memory in address space as */
static uint32_t
sem(F *f, uint32_t order, enum AddrSpace as)
{
	return irg_uint(f->g, order ? order | storage_bits(as) : 0);
}

/* the capabilities and extensions the value type needs */
static void
value_caps(F *f, Type *t, SpvOp op)
{
	SpvBuilder *m = &f->g->m;

	if (t->kind == T_INT && t->bits == 64)
		spv_cap(m, SpvCapabilityInt64Atomics);
	if (op == SpvOpAtomicFAddEXT) {
		/* fp16 add has an extension of its own */
		spv_ext(m, t->bits == 16 ? "SPV_EXT_shader_atomic_float16_add" : "SPV_EXT_shader_atomic_float_add");
		spv_cap(m, t->bits == 64 ? SpvCapabilityAtomicFloat64AddEXT :
		           t->bits == 16 ? SpvCapabilityAtomicFloat16AddEXT : SpvCapabilityAtomicFloat32AddEXT);
	} else if (op == SpvOpAtomicFMinEXT || op == SpvOpAtomicFMaxEXT) {
		spv_ext(m, "SPV_EXT_shader_atomic_float_min_max");
		spv_cap(m, t->bits == 64 ? SpvCapabilityAtomicFloat64MinMaxEXT :
		           t->bits == 16 ? SpvCapabilityAtomicFloat16MinMaxEXT : SpvCapabilityAtomicFloat32MinMaxEXT);
	}
}

/* the explicit arguments after the operands: order at index i, then scope */
static Expr *
arg_or_null(Expr *e, size_t i)
{
	return i < e->nargs ? e->args[i] : NULL;
}

/* a pointer to the same memory seen as integers of t's width (compare-exchange on floats); half stays half */
static uint32_t
int_view(F *f, uint32_t ptr, Type *t, enum AddrSpace as, Type **it)
{
	/* there are no 16-bit integer atomics: atomic_half is accessed as
	 * half, where the device has cl_ext_float_atomics' fp16 load/store */
	if (t->bits == 16) {
		*it = t;
		return ptr;
	}
	*it = ty_int(C(f), t->bits, false);
	if (t->bits == 64)
		spv_cap(&f->g->m, SpvCapabilityInt64Atomics);
	return irg_inst(f, SpvOpBitcast, irg_ptr_type(f->g, *it, as), (uint32_t[]){ptr}, 1);
}

/* OpAtomicLoad/OpAtomicStore; floats as integers of their width */
uint32_t
irg_atomic_load_sc(F *f, uint32_t ptr, Type *t, enum AddrSpace as, uint32_t scope, uint32_t order)
{
	Type *it = t;
	uint32_t r;

	if (t->kind == T_FLOAT)
		ptr = int_view(f, ptr, t, as, &it);
	if (it->bits == 64)
		spv_cap(&f->g->m, SpvCapabilityInt64Atomics);
	r = irg_inst(f, SpvOpAtomicLoad, T(f, it), (uint32_t[]){ptr, scope, sem(f, order, as)}, 3);
	return it == t ? r : irg_inst(f, SpvOpBitcast, T(f, t), (uint32_t[]){r}, 1);
}

static void
atomic_store_sc(F *f, uint32_t ptr, Type *t, enum AddrSpace as, uint32_t scope, uint32_t order, uint32_t v)
{
	Type *it = t;

	if (t->kind == T_FLOAT) {
		ptr = int_view(f, ptr, t, as, &it);
		v = irg_inst(f, SpvOpBitcast, T(f, it), (uint32_t[]){v}, 1);
	}
	if (it->bits == 64)
		spv_cap(&f->g->m, SpvCapabilityInt64Atomics);
	irg_inst0(f, SpvOpAtomicStore, (uint32_t[]){ptr, scope, sem(f, order, as), v}, 4);
}

uint32_t
irg_atomic(F *f, Expr *e, const Builtin *b)
{
	Ctx *c = C(f);
	G *g = f->g;
	Type *vt = e->gentype ? e->gentype : ty_int(c, 32, true);
	uint32_t ptr, scope, ops[8];
	enum AddrSpace as;
	SpvOp op = (SpvOp)b->op;

	if (b->aux == BA_FENCE) {
		/* atomic_work_item_fence(flags, order, scope) */
		Expr *fl = e->args[0];
		uint32_t bits = 0, order = order_bits(f, e->args[1]);

		if (!fl->isconst)
			bits = storage_bits(AS_GENERIC) | SpvMemorySemanticsImageMemoryMask;
		else
			bits = (fl->cval & 1 ? SpvMemorySemanticsWorkgroupMemoryMask : 0) |
			       (fl->cval & 2 ? SpvMemorySemanticsCrossWorkgroupMemoryMask : 0) |
			       (fl->cval & 4 ? SpvMemorySemanticsImageMemoryMask : 0);
		if (order == 0)
			return 0; /* a relaxed fence orders nothing */
		irg_inst0(f, SpvOpMemoryBarrier, (uint32_t[]){irg_scope_arg(f, e->args[2], SpvScopeDevice),
		                                               irg_uint(g, order | bits)}, 2);
		return 0;
	}
	as = e->args[0]->type->as;
	ptr = irg_rv(f, e->args[0]);
	if (e->gentype && b->aux != BA_INIT)
		value_caps(f, vt, op);
	if (b->aux == BA_LEGACY || b->aux == BA_LEGACY_CMPXCHG) {
		/* OpenCL 1.1: relaxed; a wide enough scope for the memory reached */
		Type *t = e->type;
		size_t n = 0;

		if (b->aux2 && !ty_elem(t)->is_signed)
			op = (SpvOp)b->aux2;
		scope = irg_uint(g, as == AS_LOCAL ? SpvScopeWorkgroup : SpvScopeDevice);
		if (t->kind == T_INT && t->bits == 64)
			spv_cap(&g->m, SpvCapabilityInt64Atomics);
		if (t->kind == T_FLOAT) {
			/* atomic_xchg(float): an integer exchange of the bits */
			Type *it;
			uint32_t v = irg_rv(f, e->args[1]), r;

			ptr = int_view(f, ptr, t, as, &it);
			v = irg_inst(f, SpvOpBitcast, T(f, it), (uint32_t[]){v}, 1);
			r = irg_inst(f, op, T(f, it), (uint32_t[]){ptr, scope, irg_uint(g, 0), v}, 4);
			return irg_inst(f, SpvOpBitcast, T(f, t), (uint32_t[]){r}, 1);
		}
		ops[n++] = ptr;
		ops[n++] = scope;
		ops[n++] = irg_uint(g, 0);
		if (b->aux == BA_LEGACY_CMPXCHG) {
			ops[n++] = irg_uint(g, 0);
			ops[n++] = irg_rv(f, e->args[2]);
			ops[n++] = irg_rv(f, e->args[1]);
		} else if (e->nargs > 1) {
			ops[n++] = irg_rv(f, e->args[1]);
		}
		return irg_inst(f, op, T(f, t), ops, n);
	}
	switch ((enum BiAtomic)b->aux) {
	case BA_FETCH:
	case BA_FETCH_SUB_F: {
		uint32_t v = irg_rv(f, e->args[1]);

		if (b->aux2 && !ty_elem(vt)->is_signed)
			op = (SpvOp)b->aux2;
		if (b->aux == BA_FETCH_SUB_F)
			v = irg_inst(f, SpvOpFNegate, T(f, vt), (uint32_t[]){v}, 1);
		scope = irg_scope_arg(f, arg_or_null(e, 3), SpvScopeDevice);
		if (op == SpvOpAtomicExchange && vt->kind == T_FLOAT) {
			Type *it;
			uint32_t r;

			ptr = int_view(f, ptr, vt, as, &it);
			v = irg_inst(f, SpvOpBitcast, T(f, it), (uint32_t[]){v}, 1);
			r = irg_inst(f, op, T(f, it), (uint32_t[]){ptr, scope, sem(f, order_bits(f, arg_or_null(e, 2)), as), v}, 4);
			return irg_inst(f, SpvOpBitcast, T(f, vt), (uint32_t[]){r}, 1);
		}
		return irg_inst(f, op, T(f, vt), (uint32_t[]){ptr, scope, sem(f, order_bits(f, arg_or_null(e, 2)), as), v}, 4);
	}
	case BA_LOAD: {
		uint32_t o = order_bits(f, arg_or_null(e, 1));

		ZC_ASSERT(c, o != SpvMemorySemanticsReleaseMask && o != SpvMemorySemanticsAcquireReleaseMask);
		scope = irg_scope_arg(f, arg_or_null(e, 2), SpvScopeDevice);
		return irg_atomic_load_sc(f, ptr, vt, as, scope, o);
	}
	case BA_STORE:
	case BA_FLAG_CLEAR: {
		size_t oi = b->aux == BA_STORE ? 2 : 1;
		uint32_t o = order_bits(f, arg_or_null(e, oi));

		ZC_ASSERT(c, o != SpvMemorySemanticsAcquireMask && o != SpvMemorySemanticsAcquireReleaseMask);
		scope = irg_scope_arg(f, arg_or_null(e, oi + 1), SpvScopeDevice);
		if (b->aux == BA_FLAG_CLEAR)
			irg_inst0(f, SpvOpAtomicFlagClear, (uint32_t[]){ptr, scope, sem(f, o, as)}, 3);
		else
			atomic_store_sc(f, ptr, vt, as, scope, o, irg_rv(f, e->args[1]));
		return 0;
	}
	case BA_INIT: {
		/* 6.15.12.7.1: not atomic; an ordinary store */
		uint32_t v = irg_rv(f, e->args[1]);

		irg_inst0l(f, SpvOpStore, (uint32_t[]){ptr, v, SpvMemoryAccessAlignedMask, vt->align}, 4, 0xc);
		return 0;
	}
	case BA_FLAG_TAS:
		scope = irg_scope_arg(f, arg_or_null(e, 2), SpvScopeDevice);
		return irg_inst(f, SpvOpAtomicFlagTestAndSet, T(f, ty_bool(c)),
		                (uint32_t[]){ptr, scope, sem(f, order_bits(f, arg_or_null(e, 1)), as)}, 3);
	case BA_CMPXCHG: {
		/* old = cmpxchg(p, *expected, desired); *expected = old; old == *expected */
		Expr *ex = e->args[1];
		enum AddrSpace eas = ex->type->as;
		uint32_t eptr = irg_rv(f, ex), want, des = irg_rv(f, e->args[2]), old, ok, eq, neq;
		Type *it = vt;
		uint32_t mask = SpvMemoryAccessAlignedMask;

		eq = order_bits(f, arg_or_null(e, 3));
		neq = e->nargs > 4 ? order_bits(f, e->args[4]) : eq;
		ZC_ASSERT(c, neq != SpvMemorySemanticsReleaseMask && neq != SpvMemorySemanticsAcquireReleaseMask);
		scope = irg_scope_arg(f, arg_or_null(e, 5), SpvScopeDevice);
		if (vt->kind == T_FLOAT) {
			ptr = int_view(f, ptr, vt, as, &it);
			eptr = int_view(f, eptr, vt, eas, &it);
			des = irg_inst(f, SpvOpBitcast, T(f, it), (uint32_t[]){des}, 1);
		}
		want = irg_instl(f, SpvOpLoad, T(f, it), (uint32_t[]){eptr, mask, it->align}, 3, 0x6);
		old = irg_inst(f, op, T(f, it),
		               (uint32_t[]){ptr, scope, sem(f, eq, as), sem(f, neq, as), des, want}, 6);
		ok = irg_inst(f, SpvOpIEqual, T(f, ty_bool(c)), (uint32_t[]){old, want}, 2);
		irg_inst0l(f, SpvOpStore, (uint32_t[]){eptr, old, mask, it->align}, 4, 0xc);
		return ok;
	}
	default:
		break;
	}
	zc_fatal(c, "internal error: atomic builtin '%s' has no lowering", b->name);
}

/* 6.15.12.6: an _Atomic object read or written directly (an initializer
 * aside) is accessed with seq_cst atomics at device scope */
uint32_t
irg_atomic_load(F *f, uint32_t ptr, Type *t, enum AddrSpace as)
{
	return irg_atomic_load_sc(f, ptr, t, as, irg_uint(f->g, SpvScopeDevice),
	                          SpvMemorySemanticsSequentiallyConsistentMask);
}

void
irg_atomic_store(F *f, uint32_t ptr, Type *t, enum AddrSpace as, uint32_t v)
{
	atomic_store_sc(f, ptr, t, as, irg_uint(f->g, SpvScopeDevice),
	                SpvMemorySemanticsSequentiallyConsistentMask, v);
}
