/* expr.c — expressions as SPIR-V instructions.
 *
 * irg_rv computes a value; irg_lv computes where an object is: an SSA
 * variable, a pointer, or components of a vector lvalue.  Conditions are
 * computed as OpTypeBool directly (irg_cond) so 'if (a < b)' is one
 * comparison, not a comparison turned into an int and back.  Integer
 * constant expressions folded by sema become constants here. */
#include <string.h>

#include "ir.h"




static bool
is_signed(Type *t)
{
	Type *e = ty_elem(t);

	return e->kind == T_INT && e->is_signed;
}

static bool
is_float(Type *t)
{
	return ty_elem(t)->kind == T_FLOAT;
}

/* ---- memory ---- */

static uint32_t
align_of(LV *lv)
{
	if (lv->align)
		return lv->align;
	return lv->type->align ? lv->type->align : 1;
}

uint32_t
irg_load(F *f, LV *lv)
{
	switch (lv->kind) {
	case LV_SSA:
		return irg_read_var(f, lv->var, irg_cur(f));
	case LV_PTR: {
		uint32_t mt = irg_mem_type(f->g, lv->type), v;

		if (ty_elem(lv->type)->kind == T_FLOAT && ty_elem(lv->type)->bits == 16)
			spv_cap(&f->g->m, SpvCapabilityFloat16); /* a half load is a half value */
		uint32_t mask = SpvMemoryAccessAlignedMask | (lv->q & Q_VOLATILE ? SpvMemoryAccessVolatileMask : 0);

		if ((lv->q & Q_ATOMIC) && ty_is_arith(lv->type)) /* builtins: an _Atomic object */
			return irg_atomic_load(f, lv->ptr, lv->type, lv->as);

		v = irg_instl(f, SpvOpLoad, mt, OPS(lv->ptr, mask, align_of(lv)), 6);
		if (lv->type->kind == T_BOOL)
			v = irg_inst(f, SpvOpINotEqual, T(f, lv->type), OPS(v, spv_const_int(&f->g->m, mt, 8, 0)));
		return v;
	}
	case LV_SWZ: {
		uint32_t base = irg_load(f, lv->base), ops[18];
		int i;

		if (lv->nswz == 1)
			return irg_instl(f, SpvOpCompositeExtract, T(f, lv->type), OPS(base, (uint32_t)lv->swz[0]), 2);
		ops[0] = base;
		ops[1] = base;
		for (i = 0; i < lv->nswz; i++)
			ops[2 + i] = (uint32_t)lv->swz[i];
		return irg_instl(f, SpvOpVectorShuffle, T(f, lv->type), ops, 2 + (size_t)lv->nswz, ~(uint64_t)3);
	}
	case LV_VIDX: {
		uint32_t base = irg_load(f, lv->base);

		return irg_inst(f, SpvOpVectorExtractDynamic, T(f, lv->type), OPS(base, lv->idx));
	}
	}
	return 0;
}

void
irg_store(F *f, LV *lv, uint32_t v)
{
	switch (lv->kind) {
	case LV_SSA:
		if (f->cur) {
			irg_write_var(f, lv->var, f->cur, v);
			if (f->g->dbg)
				irg_dbg_value(f, lv->var, v);
		}
		return;
	case LV_PTR: {
		uint32_t mask = SpvMemoryAccessAlignedMask | (lv->q & Q_VOLATILE ? SpvMemoryAccessVolatileMask : 0);

		if ((lv->q & Q_ATOMIC) && ty_is_arith(lv->type)) { /* builtins: an _Atomic object */
			irg_atomic_store(f, lv->ptr, lv->type, lv->as, v);
			return;
		}
		if (ty_elem(lv->type)->kind == T_FLOAT && ty_elem(lv->type)->bits == 16)
			spv_cap(&f->g->m, SpvCapabilityFloat16);
		if (lv->type->kind == T_BOOL) {
			uint32_t ct = irg_mem_type(f->g, lv->type);

			v = irg_inst(f, SpvOpSelect, ct, OPS(v, spv_const_int(&f->g->m, ct, 8, 1), spv_const_int(&f->g->m, ct, 8, 0)));
		}
		irg_inst0l(f, SpvOpStore, OPS(lv->ptr, v, mask, align_of(lv)), 0xc);
		return;
	}
	case LV_SWZ: {
		/* write the selected components into the vector, then store it */
		uint32_t base = irg_load(f, lv->base), ops[18], vt = T(f, lv->base->type);
		unsigned n = lv->base->type->n, i;
		int j;

		if (lv->nswz == 1) {
			base = irg_instl(f, SpvOpCompositeInsert, vt, OPS(v, base, (uint32_t)lv->swz[0]), 4);
		} else if ((unsigned)lv->nswz == n) {
			ops[0] = base;
			ops[1] = v;
			for (i = 0; i < n; i++)
				ops[2 + i] = i;
			for (j = 0; j < lv->nswz; j++)
				ops[2 + lv->swz[j]] = n + (unsigned)j;
			base = irg_instl(f, SpvOpVectorShuffle, vt, ops, 2 + n, ~(uint64_t)3);
		} else {
			/* vectors of two sizes in one shuffle trip up the SPIR-V
			 * readers (llvm-spirv asserts): insert component by component */
			Type *et = lv->base->type->base;

			for (j = 0; j < lv->nswz; j++) {
				uint32_t x = irg_instl(f, SpvOpCompositeExtract, T(f, et), OPS(v, (uint32_t)j), 2);

				base = irg_instl(f, SpvOpCompositeInsert, vt, OPS(x, base, (uint32_t)lv->swz[j]), 4);
			}
		}
		irg_store(f, lv->base, base);
		return;
	}
	case LV_VIDX: {
		uint32_t base = irg_load(f, lv->base);

		base = irg_inst(f, SpvOpVectorInsertDynamic, T(f, lv->base->type), OPS(base, v, lv->idx));
		irg_store(f, lv->base, base);
		return;
	}
	}
}

/* ---- conversions ---- */

uint32_t
irg_bool_to_int(F *f, uint32_t b, Type *to)
{
	int64_t t = to->kind == T_VECTOR ? -1 : 1;

	if (is_float(to))
		return irg_inst(f, SpvOpSelect, T(f, to), OPS(b, irg_const_float(f->g, to, 1.0), irg_const_float(f->g, to, 0.0)));
	return irg_inst(f, SpvOpSelect, T(f, to), OPS(b, irg_const_int(f->g, to, t), irg_const_int(f->g, to, 0)));
}

uint32_t
irg_convert(F *f, uint32_t v, Type *from, Type *to, enum Conv conv)
{
	uint32_t tt = T(f, to);

	switch (conv) {
	case CV_NONE:
	case CV_LVAL_TO_RVAL:
		return v;
	case CV_INT_TRUNC:
	case CV_INT_ZEXT:
		return irg_inst(f, SpvOpUConvert, tt, OPS(v));
	case CV_INT_SEXT:
		return irg_inst(f, SpvOpSConvert, tt, OPS(v));
	case CV_INT_TO_FLOAT:
		return irg_inst(f, SpvOpConvertSToF, tt, OPS(v));
	case CV_UINT_TO_FLOAT:
		return irg_inst(f, SpvOpConvertUToF, tt, OPS(v));
	case CV_FLOAT_TO_INT:
		return irg_inst(f, SpvOpConvertFToS, tt, OPS(v));
	case CV_FLOAT_TO_UINT:
		return irg_inst(f, SpvOpConvertFToU, tt, OPS(v));
	case CV_FLOAT_EXT:
	case CV_FLOAT_TRUNC:
		return irg_inst(f, SpvOpFConvert, tt, OPS(v));
	case CV_TO_BOOL:
		if (from->kind == T_BOOL)
			return v;
		if (from->kind == T_FLOAT)
			return irg_inst(f, SpvOpFUnordNotEqual, tt, OPS(v, irg_const_float(f->g, from, 0.0)));
		if (from->kind == T_POINTER) {
			Type *ul = ty_int(C(f), 64, false);

			v = irg_inst(f, SpvOpConvertPtrToU, T(f, ul), OPS(v));
			return irg_inst(f, SpvOpINotEqual, tt, OPS(v, irg_const_int(f->g, ul, 0)));
		}
		return irg_inst(f, SpvOpINotEqual, tt, OPS(v, irg_const_int(f->g, from, 0)));
	case CV_BOOL_TO_INT:
		if (to->kind == T_BOOL)
			return v;
		return irg_bool_to_int(f, v, to);
	case CV_SPLAT:
		return irg_splat(f, to, v);
	case CV_PTR_AS:
		if (to->as == AS_GENERIC)
			return irg_inst(f, SpvOpPtrCastToGeneric, tt, OPS(v));
		if (from->as == AS_GENERIC)
			return irg_inst(f, SpvOpGenericCastToPtr, tt, OPS(v));
		return irg_inst(f, SpvOpBitcast, tt, OPS(v));
	case CV_PTR_BITCAST:
	case CV_AS_TYPE:
		if (T(f, from) == tt)
			return v;
		return irg_inst(f, SpvOpBitcast, tt, OPS(v));
	case CV_PTR_TO_INT:
		return irg_inst(f, SpvOpConvertPtrToU, tt, OPS(v));
	case CV_INT_TO_PTR:
		return irg_inst(f, SpvOpConvertUToPtr, tt, OPS(v));
	case CV_NULL_TO_PTR:
		return spv_const_null(&f->g->m, tt);
	case CV_ARRAY_DECAY:
	case CV_FUNC_DECAY:
		break;
	}
	zc_fatal(C(f), "internal error: unhandled conversion %d", (int)conv);
}

/* ---- lvalues ---- */

static uint32_t string_var(F *f, Expr *e);

static uint32_t
ptr_of(F *f, Expr *e, enum AddrSpace *as)
{
	LV lv = irg_lv(f, e);

	if (lv.kind != LV_PTR)
		zc_fatal(C(f), "internal error: expression has no address");
	*as = lv.as;
	return lv.ptr;
}

static SymIR *
symir(Symbol *s)
{
	return s->irg;
}

LV
irg_lv(F *f, Expr *e)
{
	LV lv = {0};

	lv.type = e->type;
	switch (e->kind) {
	case EX_IDENT: {
		SymIR *ir = symir(e->sym);

		if (!ir)
			zc_fatal(C(f), "internal error: '%s' has no storage", e->sym->name);
		if (ir->var >= 0) {
			lv.kind = LV_SSA;
			lv.var = ir->var;
		} else {
			if (f->g->dbg && e->sym->global)
				irg_dbg_global_use(f, e->sym);
			lv.kind = LV_PTR;
			lv.ptr = ir->cast ? irg_inst(f, SpvOpBitcast, ir->cast, OPS(ir->ptr)) : ir->ptr;
			lv.as = e->sym->as;
			lv.q = e->sym->quals;
			lv.align = e->sym->align;
		}
		return lv;
	}
	case EX_UNARY: /* '*' */
		lv.kind = LV_PTR;
		lv.ptr = irg_rv(f, e->a);
		lv.as = e->a->type->as;
		lv.q = e->a->type->pquals;
		return lv;
	case EX_INDEX:
		if (e->a->type->kind == T_VECTOR) {
			LV *base = ar_alloc(&C(f)->ar, sizeof *base);

			*base = irg_lv(f, e->a);
			lv.kind = LV_VIDX;
			lv.base = base;
			lv.idx = irg_rv(f, e->b);
			return lv;
		}
		lv.kind = LV_PTR;
		lv.as = e->a->type->as;
		lv.q = e->a->type->pquals;
		lv.ptr = irg_inst(f, SpvOpInBoundsPtrAccessChain, T(f, e->a->type), OPS(irg_rv(f, e->a), irg_rv(f, e->b)));
		return lv;
	case EX_MEMBER:
		if (e->nswz) {
			LV *base = ar_alloc(&C(f)->ar, sizeof *base);

			*base = irg_lv(f, e->a);
			lv.kind = LV_SWZ;
			lv.base = base;
			for (int i = 0; i < e->nswz; i++)
				lv.swz[i] = e->swz[i];
			lv.nswz = e->nswz;
			return lv;
		}
		{
			uint32_t base;
			Type *st;

			if (e->arrow) {
				base = irg_rv(f, e->a);
				lv.as = e->a->type->as;
				lv.q = e->a->type->pquals;
				st = e->a->type->base;
			} else {
				LV b = irg_lv(f, e->a);

				if (b.kind != LV_PTR)
					zc_fatal(C(f), "internal error: struct not in memory");
				base = b.ptr;
				lv.as = b.as;
				lv.q = b.q;
				st = e->a->type;
			}
			lv.kind = LV_PTR;
			lv.q |= st->members[e->field].quals; /* a volatile or atomic member */
			if ((size_t)e->field == st->nmembers) {
				/* a flexible array member (C99 6.7.2.1p16) is not in the
				 * SPIR-V struct: its bytes start at its offset */
				uint32_t cp = irg_ptr_type(f->g, ty_int(C(f), 8, false), lv.as);

				base = irg_inst(f, SpvOpBitcast, cp, OPS(base));
				base = irg_inst(f, SpvOpInBoundsPtrAccessChain, cp,
				                OPS(base, irg_long(f->g, st->members[e->field].offset)));
				lv.ptr = irg_inst(f, SpvOpBitcast, irg_ptr_type(f->g, e->type, lv.as), OPS(base));
			} else if (st->kind == T_UNION) {
				/* every member of a union starts at its address */
				lv.ptr = irg_inst(f, SpvOpBitcast, irg_ptr_type(f->g, e->type, lv.as), OPS(base));
			} else {
				lv.ptr = irg_inst(f, SpvOpInBoundsAccessChain, irg_ptr_type(f->g, e->type, lv.as),
				                  OPS(base, irg_uint(f->g, (uint32_t)e->field)));
			}
			return lv;
		}
	case EX_STRING:
		lv.kind = LV_PTR;
		lv.as = AS_CONSTANT;
		lv.ptr = string_var(f, e);
		return lv;
	case EX_COMPOUND: {
		uint32_t v = irg_local_var(f, irg_ptr_type(f->g, e->type, AS_PRIVATE));

		irg_init_memory(f, v, e->type, e->a);
		lv.kind = LV_PTR;
		lv.as = AS_PRIVATE;
		lv.ptr = v;
		return lv;
	}
	case EX_CAST:
		if (e->conv == CV_NONE && e->a->lvalue)
			return irg_lv(f, e->a);
		break;
	default:
		break;
	}
	/* an rvalue used where an object is needed (a struct returned by a
	 * call, then a member taken): spill it */
	{
		uint32_t v = irg_rv(f, e), p = irg_local_var(f, irg_ptr_type(f->g, e->type, AS_PRIVATE));

		lv.kind = LV_PTR;
		lv.as = AS_PRIVATE;
		lv.ptr = p;
		irg_store(f, &lv, v);
		return lv;
	}
}

/* A string literal: a __constant array of char, one per literal. */
static uint32_t
string_var(F *f, Expr *e)
{
	G *g = f->g;
	uint32_t type, v = irg_string_var(g, e, &type);

	if (type != irg_mem_type(g, e->type)) /* a literal too long for one instruction, in pieces */
		v = irg_inst(f, SpvOpBitcast, irg_ptr_type(g, e->type, AS_CONSTANT), OPS(v));
	return v;
}

/* ---- operators ---- */

static uint32_t
arith(F *f, int op, Type *t, uint32_t a, uint32_t b)
{
	uint32_t tt = T(f, t);
	bool fl = is_float(t), sg = is_signed(t);
	SpvOp o;

	switch (op) {
	case '+': o = fl ? SpvOpFAdd : SpvOpIAdd; break;
	case '-': o = fl ? SpvOpFSub : SpvOpISub; break;
	case '*': o = fl ? SpvOpFMul : SpvOpIMul; break;
	case '/': o = fl ? SpvOpFDiv : sg ? SpvOpSDiv : SpvOpUDiv; break;
	case '%': o = fl ? SpvOpFRem : sg ? SpvOpSRem : SpvOpUMod; break;
	case '&': o = SpvOpBitwiseAnd; break;
	case '|': o = SpvOpBitwiseOr; break;
	case '^': o = SpvOpBitwiseXor; break;
	case OP_SHL:
	case OP_SHR: {
		/* OpenCL C 6.3.j: only the low log2(bits) bits of the count count */
		Type *e = ty_elem(t);
		uint32_t mask = irg_const_int(f->g, t, e->bits - 1);

		b = irg_inst(f, SpvOpBitwiseAnd, tt, OPS(b, mask));
		o = op == OP_SHL ? SpvOpShiftLeftLogical : sg ? SpvOpShiftRightArithmetic : SpvOpShiftRightLogical;
		break;
	}
	default:
		zc_fatal(C(f), "internal error: operator %d", op);
	}
	return irg_inst(f, o, tt, OPS(a, b));
}

/* A comparison of two values of type t, as a bool (vector). */
static uint32_t
compare(F *f, int op, Type *t, uint32_t a, uint32_t b)
{
	Type *bt = t->kind == T_VECTOR ? ty_vector(C(f), ty_bool(C(f)), t->n) : ty_bool(C(f));
	bool fl = is_float(t), sg = is_signed(t);
	SpvOp o;

	if (t->kind == T_POINTER) {
		Type *ul = ty_int(C(f), 64, false);

		a = irg_inst(f, SpvOpConvertPtrToU, T(f, ul), OPS(a));
		b = irg_inst(f, SpvOpConvertPtrToU, T(f, ul), OPS(b));
		sg = false;
	}
	if (ty_elem(t)->kind == T_BOOL) {
		o = op == OP_EQ ? SpvOpLogicalEqual : SpvOpLogicalNotEqual;
		return irg_inst(f, o, T(f, bt), OPS(a, b));
	}
	switch (op) {
	case '<': o = fl ? SpvOpFOrdLessThan : sg ? SpvOpSLessThan : SpvOpULessThan; break;
	case '>': o = fl ? SpvOpFOrdGreaterThan : sg ? SpvOpSGreaterThan : SpvOpUGreaterThan; break;
	case OP_LE: o = fl ? SpvOpFOrdLessThanEqual : sg ? SpvOpSLessThanEqual : SpvOpULessThanEqual; break;
	case OP_GE: o = fl ? SpvOpFOrdGreaterThanEqual : sg ? SpvOpSGreaterThanEqual : SpvOpUGreaterThanEqual; break;
	case OP_EQ: o = fl ? SpvOpFOrdEqual : SpvOpIEqual; break;
	default: o = fl ? SpvOpFUnordNotEqual : SpvOpINotEqual; break; /* NaN != x is true */
	}
	return irg_inst(f, o, T(f, bt), OPS(a, b));
}

static bool
is_comparison(int op)
{
	return op == '<' || op == '>' || op == OP_LE || op == OP_GE || op == OP_EQ || op == OP_NE;
}

/* Logical not as 'b != true': IGC's SPIR-V reader (1.0.12504) rejects
 * OpLogicalNot, and the reference translator never emits it. */
static uint32_t
lnot(F *f, uint32_t b)
{
	uint32_t bt = T(f, ty_bool(C(f)));

	return irg_inst(f, SpvOpLogicalNotEqual, bt, OPS(b, spv_const_bool(&f->g->m, bt, true)));
}

/* && and || on scalars: evaluate b only when a does not decide. */
static uint32_t
logical(F *f, Expr *e)
{
	Type *bt = ty_bool(C(f));
	uint32_t a = irg_cond(f, e->a), b, vals[2];
	Block *rhs = irg_block(f), *end = irg_block(f), *from[2];

	from[0] = f->cur;
	if (e->op == OP_LAND)
		irg_brc(f, a, rhs, end);
	else
		irg_brc(f, a, end, rhs);
	irg_start(f, rhs);
	irg_seal(f, rhs);
	b = irg_cond(f, e->b);
	from[1] = f->cur;
	irg_br(f, end);
	irg_start(f, end);
	irg_seal(f, end);
	vals[0] = spv_const_bool(&f->g->m, T(f, bt), e->op == OP_LOR);
	vals[1] = b;
	if (!from[0])
		return b;
	return irg_phi(f, T(f, bt), vals, from, 2);
}

/* The value of a bool-typed expression as an OpTypeBool, skipping the
 * int round trip for comparisons and logical operators. */
uint32_t
irg_cond(F *f, Expr *e)
{
	if (e->isconst)
		return spv_const_bool(&f->g->m, T(f, ty_bool(C(f))), e->cval != 0);
	if (e->kind == EX_CAST && e->conv == CV_TO_BOOL) {
		Expr *a = e->a;

		if (a->type->kind != T_VECTOR) {
			if (a->kind == EX_BINARY && is_comparison(a->op) && a->a->type->kind != T_VECTOR)
				return compare(f, a->op, a->a->type, irg_rv(f, a->a), irg_rv(f, a->b));
			if (a->kind == EX_BINARY && (a->op == OP_LAND || a->op == OP_LOR) && !a->isconst)
				return logical(f, a);
			if (a->kind == EX_UNARY && a->op == '!' && a->a->type->kind == T_BOOL)
				return lnot(f, irg_cond(f, a->a));
		}
	}
	return irg_rv(f, e);
}

static uint32_t
binary(F *f, Expr *e)
{
	Type *t = e->type, *ta = e->a->type;
	uint32_t a, b;

	if (e->op == OP_LAND || e->op == OP_LOR) {
		if (t->kind == T_VECTOR) {
			/* component-wise, both operands evaluated */
			Type *bt = ty_vector(C(f), ty_bool(C(f)), t->n);
			uint32_t za, zb, r;

			a = irg_rv(f, e->a);
			b = irg_rv(f, e->b);
			za = compare(f, OP_NE, e->a->type, a, irg_const_scalar(f->g, e->a->type, 0));
			zb = compare(f, OP_NE, e->b->type, b, irg_const_scalar(f->g, e->b->type, 0));
			r = irg_inst(f, e->op == OP_LAND ? SpvOpLogicalAnd : SpvOpLogicalOr, T(f, bt), OPS(za, zb));
			return irg_bool_to_int(f, r, t);
		}
		return irg_bool_to_int(f, logical(f, e), t);
	}
	a = irg_rv(f, e->a);
	b = irg_rv(f, e->b);
	if (is_comparison(e->op))
		return irg_bool_to_int(f, compare(f, e->op, ta, a, b), t);
	if (t->kind == T_POINTER)
		return irg_inst(f, SpvOpInBoundsPtrAccessChain, T(f, t),
		                OPS(a, e->op == '-' ? irg_inst(f, SpvOpSNegate, T(f, e->b->type), OPS(b)) : b));
	if (ta->kind == T_POINTER) {
		/* p - q: the byte distance over the element size */
		Type *ul = ty_int(C(f), 64, false);
		uint32_t ia = irg_inst(f, SpvOpConvertPtrToU, T(f, ul), OPS(a));
		uint32_t ib = irg_inst(f, SpvOpConvertPtrToU, T(f, ul), OPS(b));
		uint32_t d = irg_inst(f, SpvOpISub, T(f, t), OPS(ia, ib));
		uint32_t sz = ta->base->size ? ta->base->size : 1;

		if (sz == 1)
			return d;
		return irg_inst(f, SpvOpSDiv, T(f, t), OPS(d, irg_const_int(f->g, t, sz)));
	}
	return arith(f, e->op, t, a, b);
}

static uint32_t
unary(F *f, Expr *e)
{
	Type *t = e->type;
	uint32_t a;

	switch (e->op) {
	case '&': {
		enum AddrSpace as;

		return ptr_of(f, e->a, &as);
	}
	case '*': {
		LV lv = irg_lv(f, e);

		return irg_load(f, &lv);
	}
	case '+':
		return irg_rv(f, e->a);
	case '-':
		a = irg_rv(f, e->a);
		return irg_inst(f, is_float(t) ? SpvOpFNegate : SpvOpSNegate, T(f, t), OPS(a));
	case '~':
		a = irg_rv(f, e->a);
		return irg_inst(f, SpvOpNot, T(f, t), OPS(a));
	case '!':
		if (t->kind == T_VECTOR) {
			/* x == 0 component-wise (ordered: !NaN is 0, as in C) */
			a = irg_rv(f, e->a);
			a = compare(f, OP_EQ, e->a->type, a, irg_const_scalar(f->g, e->a->type, 0));
			return irg_bool_to_int(f, a, t);
		}
		a = irg_cond(f, e->a);
		a = lnot(f, a);
		return irg_bool_to_int(f, a, t);
	}
	zc_fatal(C(f), "internal error: unary operator %d", e->op);
}

static uint32_t
incdec(F *f, Expr *e)
{
	LV lv = irg_lv(f, e->a);
	Type *t = e->a->type;
	uint32_t old = irg_load(f, &lv), nv;
	bool inc = e->kind == EX_PREINC || e->kind == EX_POSTINC;

	if (t->kind == T_POINTER)
		nv = irg_inst(f, SpvOpInBoundsPtrAccessChain, T(f, t), OPS(old, irg_long(f->g, inc ? 1 : -1)));
	else if (t->kind == T_BOOL) /* b + 1 is true; b - 1 is true for false, false for true */
		nv = inc ? spv_const_bool(&f->g->m, T(f, t), true) : lnot(f, old);
	else if (is_float(t))
		nv = irg_inst(f, inc ? SpvOpFAdd : SpvOpFSub, T(f, t), OPS(old, irg_const_float(f->g, t, 1.0)));
	else
		nv = irg_inst(f, inc ? SpvOpIAdd : SpvOpISub, T(f, t), OPS(old, irg_const_int(f->g, t, 1)));
	irg_store(f, &lv, nv);
	return e->kind == EX_PREINC || e->kind == EX_PREDEC ? nv : old;
}

/* The conversion between two types as sema picks it (for compound
 * assignment, whose conversions have no nodes). */
static uint32_t
convert_auto(F *f, uint32_t v, Type *from, Type *to)
{
	Type *fe = ty_elem(from), *te = ty_elem(to);
	enum Conv k = CV_NONE;

	if (ty_same(from, to))
		return v;
	if (to->kind == T_VECTOR && from->kind != T_VECTOR) {
		v = convert_auto(f, v, from, to->base);
		return irg_convert(f, v, to->base, to, CV_SPLAT);
	}
	if (te->kind == T_BOOL)
		k = CV_TO_BOOL;
	else if (fe->kind == T_BOOL)
		k = CV_BOOL_TO_INT;
	else if (fe->kind == T_INT && te->kind == T_INT)
		k = fe->bits == te->bits ? CV_NONE : fe->bits > te->bits ? CV_INT_TRUNC :
		    fe->is_signed ? CV_INT_SEXT : CV_INT_ZEXT;
	else if (fe->kind == T_INT && te->kind == T_FLOAT)
		k = fe->is_signed ? CV_INT_TO_FLOAT : CV_UINT_TO_FLOAT;
	else if (fe->kind == T_FLOAT && te->kind == T_INT)
		k = te->is_signed ? CV_FLOAT_TO_INT : CV_FLOAT_TO_UINT;
	else if (fe->kind == T_FLOAT && te->kind == T_FLOAT)
		k = fe->bits == te->bits ? CV_NONE : fe->bits < te->bits ? CV_FLOAT_EXT : CV_FLOAT_TRUNC;
	return irg_convert(f, v, from, to, k);
}

static uint32_t
assign(F *f, Expr *e)
{
	LV lv;
	uint32_t v, old, r;
	Type *lt = e->a->type, *ot = e->optype;

	if (e->op == 0) {
		/* the right side first: it may read what the left side writes */
		v = irg_rv(f, e->b);
		lv = irg_lv(f, e->a);
		irg_store(f, &lv, v);
		return v;
	}
	/* a op= b: a's object is found once */
	lv = irg_lv(f, e->a);
	old = irg_load(f, &lv);
	r = irg_rv(f, e->b);
	if (ot->kind == T_POINTER) {
		if (e->op == '-')
			r = irg_inst(f, SpvOpSNegate, T(f, e->b->type), OPS(r));
		v = irg_inst(f, SpvOpInBoundsPtrAccessChain, T(f, ot), OPS(old, r));
	} else {
		v = arith(f, e->op, ot, convert_auto(f, old, lt, ot), r);
		v = convert_auto(f, v, ot, lt);
	}
	irg_store(f, &lv, v);
	return v;
}

/* exp1 ? exp2 : exp3 with a scalar condition: only one side is evaluated */
static uint32_t
conditional(F *f, Expr *e)
{
	Block *bt = irg_block(f), *bf = irg_block(f), *end = irg_block(f), *from[2];
	uint32_t c = irg_cond(f, e->a), vals[2];
	bool isvoid = e->type->kind == T_VOID;

	if (e->a->isconst)
		return irg_rv(f, e->a->cval ? e->b : e->c);
	irg_brc(f, c, bt, bf);
	irg_start(f, bt);
	irg_seal(f, bt);
	vals[0] = irg_rv(f, e->b);
	from[0] = f->cur;
	irg_br(f, end);
	irg_start(f, bf);
	irg_seal(f, bf);
	vals[1] = irg_rv(f, e->c);
	from[1] = f->cur;
	irg_br(f, end);
	irg_start(f, end);
	irg_seal(f, end);
	if (isvoid)
		return 0;
	if (!from[0])
		return vals[1];
	if (!from[1])
		return vals[0];
	return irg_phi(f, T(f, e->type), vals, from, 2);
}

/* ({ ... }): the statements run in the current block; the value is the
 * last expression statement's, where control reaches it (undefined where
 * a jump leaves first: nothing can use it there) */
static uint32_t
stmt_expr(F *f, Expr *e)
{
	Expr *ov = f->sxvalue;
	uint32_t oid = f->sxid, v;

	f->sxvalue = e->a;
	f->sxid = 0;
	irg_stmt(f, e->body);
	v = f->sxid;
	f->sxvalue = ov;
	f->sxid = oid;
	if (e->type->kind == T_VOID)
		return 0;
	return v ? v : spv_undef(&f->g->m, T(f, e->type));
}

static uint32_t
call(F *f, Expr *e)
{
	Symbol *fn = e->sym;
	SymIR *ir;
	uint32_t *ops;
	size_t i;

	if (!fn)
		return irg_builtin_call(f, e);
	ir = fn->irg;
	ZC_ASSERT(C(f), ir);
	ops = ar_alloc(&C(f)->ar, (1 + e->nargs) * sizeof *ops); /* any number: SPIR-V's limit is checked with the type */
	ops[0] = ir->fn;
	for (i = 0; i < e->nargs; i++) {
		ops[1 + i] = irg_rv(f, e->args[i]);
		if (fn->kernel && i < fn->type->nparams && irg_byval(fn->type->params[i])) {
			/* a kernel takes a struct as a pointer to a copy it owns
			 * (irg_byval): a fresh one for each call */
			uint32_t copy = irg_local_var(f, irg_ptr_type(f->g, fn->type->params[i], AS_PRIVATE));

			irg_inst0(f, SpvOpStore, OPS(copy, ops[1 + i]));
			ops[1 + i] = copy;
		}
	}
	/* the callee's builtin variables belong to our entry points too */
	for (i = 0; i < ir->interface.n; i++) {
		size_t k;

		for (k = 0; k < f->ir->interface.n; k++)
			if (f->ir->interface.v[k] == ir->interface.v[i])
				break;
		if (k == f->ir->interface.n)
			VEC_PUSH(&C(f)->ar, &f->ir->interface, ir->interface.v[i]);
	}
	return irg_inst(f, SpvOpFunctionCall, T(f, fn->type->base), ops, 1 + e->nargs);
}

/* Vectors are built by inserting components into an undefined vector, not
 * with OpCompositeConstruct: the Khronos translator (llvm-spirv-15 -r, the
 * path to PoCL) crashes on a construct of non-constant components, and the
 * insert chain is what the reference compiler emits. */
uint32_t
irg_vector(F *f, Type *vt, const uint32_t *parts, Type *const *ptypes, size_t n)
{
	uint32_t v = spv_undef(&f->g->m, T(f, vt)), k = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		if (ptypes[i]->kind == T_VECTOR) {
			uint32_t j;

			for (j = 0; j < ptypes[i]->n; j++) {
				uint32_t x = irg_instl(f, SpvOpCompositeExtract, T(f, vt->base), OPS(parts[i], j), 2);

				v = irg_instl(f, SpvOpCompositeInsert, T(f, vt), OPS(x, v, k++), 4);
			}
		} else {
			v = irg_instl(f, SpvOpCompositeInsert, T(f, vt), OPS(parts[i], v, k++), 4);
		}
	}
	return v;
}

/* scalar x in every component: one insert and a shuffle */
uint32_t
irg_splat(F *f, Type *vt, uint32_t x)
{
	uint32_t ops[18], v;
	unsigned i;

	v = irg_instl(f, SpvOpCompositeInsert, T(f, vt), OPS(x, spv_undef(&f->g->m, T(f, vt)), 0), 4);
	ops[0] = v;
	ops[1] = v;
	for (i = 0; i < vt->n; i++)
		ops[2 + i] = 0;
	return irg_instl(f, SpvOpVectorShuffle, T(f, vt), ops, 2 + vt->n, ~(uint64_t)3);
}

static uint32_t
vector_literal(F *f, Expr *e)
{
	uint32_t parts[16];
	Type *types[16];
	size_t i;
	Type *t = e->type;

	if (e->nargs == 1 && e->args[0]->type->kind != T_VECTOR)
		return irg_splat(f, t, irg_rv(f, e->args[0]));
	for (i = 0; i < e->nargs && i < 16; i++) {
		parts[i] = irg_rv(f, e->args[i]);
		types[i] = e->args[i]->type;
	}
	return irg_vector(f, t, parts, types, i);
}

static uint32_t
rv(F *f, Expr *e)
{
	Type *t = e->type;

	if (e->isconst && t && (t->kind == T_INT || t->kind == T_BOOL))
		return irg_const_int(f->g, t, e->cval);
	if (e == f->once)
		return f->onceid;
	switch (e->kind) {
	case EX_FLOAT:
		return irg_const_float(f->g, t, e->fval);
	case EX_IDENT:
		if (t->kind == T_SAMPLER && e->sym->global && e->sym->init) /* builtins: a program-scope sampler */
			return irg_sampler_const(f, e->sym->init);
		/* fall through */
	case EX_INDEX:
	case EX_STRING: {
		LV lv = irg_lv(f, e);

		return irg_load(f, &lv);
	}
	case EX_MEMBER:
		if (!e->a->lvalue && !e->arrow) {
			/* a member or components of an rvalue */
			uint32_t base = irg_rv(f, e->a), ops[18];
			int i;

			if (!e->nswz)
				return irg_instl(f, SpvOpCompositeExtract, T(f, t), OPS(base, (uint32_t)e->field), 2);
			if (e->nswz == 1)
				return irg_instl(f, SpvOpCompositeExtract, T(f, t), OPS(base, (uint32_t)e->swz[0]), 2);
			ops[0] = base;
			ops[1] = base;
			for (i = 0; i < e->nswz; i++)
				ops[2 + i] = (uint32_t)e->swz[i];
			return irg_instl(f, SpvOpVectorShuffle, T(f, t), ops, 2 + (size_t)e->nswz, ~(uint64_t)3);
		} else {
			LV lv = irg_lv(f, e);

			return irg_load(f, &lv);
		}
	case EX_UNARY:
		return unary(f, e);
	case EX_PREINC:
	case EX_PREDEC:
	case EX_POSTINC:
	case EX_POSTDEC:
		return incdec(f, e);
	case EX_BINARY:
		return binary(f, e);
	case EX_ASSIGN:
		return assign(f, e);
	case EX_COND:
		if (e->shared && !e->shared->isconst && e->shared != f->once) {
			/* GNU 'a ?: c': a's value once, before the branch */
			Expr *oe = f->once;
			uint32_t oid = f->onceid, v;

			v = irg_rv(f, e->shared);
			f->once = e->shared;
			f->onceid = v;
			v = irg_rv(f, e);
			f->once = oe;
			f->onceid = oid;
			return v;
		}
		if (e->a->type->kind == T_VECTOR) {
			/* 6.3.i: select(exp3, exp2, exp1): the MSB of each component decides */
			Type *bt = ty_vector(C(f), ty_bool(C(f)), e->a->type->n);
			uint32_t c = irg_rv(f, e->a), b = irg_rv(f, e->b), d = irg_rv(f, e->c);

			c = irg_inst(f, SpvOpSLessThan, T(f, bt), OPS(c, irg_const_int(f->g, e->a->type, 0)));
			return irg_inst(f, SpvOpSelect, T(f, t), OPS(c, b, d));
		}
		return conditional(f, e);
	case EX_COMMA:
		irg_rv(f, e->a);
		return irg_rv(f, e->b);
	case EX_CALL:
		return call(f, e);
	case EX_STMTEXPR:
		return stmt_expr(f, e);
	case EX_CAST:
		if (t->kind == T_SAMPLER && e->a->type->kind != T_SAMPLER) /* builtins: a literal sampler */
			return irg_sampler_const(f, e->a);
		if (e->conv == CV_ARRAY_DECAY) {
			enum AddrSpace as;
			uint32_t p = ptr_of(f, e->a, &as);

			return irg_inst(f, SpvOpInBoundsPtrAccessChain, T(f, t), OPS(p, irg_long(f->g, 0), irg_long(f->g, 0)));
		}
		if (e->conv == CV_TO_BOOL)
			return irg_convert(f, irg_rv(f, e->a), e->a->type, t, CV_TO_BOOL);
		if (t->kind == T_VOID) {
			irg_rv(f, e->a);
			return 0;
		}
		if (e->conv == CV_NULL_TO_PTR)
			return spv_const_null(&f->g->m, T(f, t));
		return irg_convert(f, irg_rv(f, e->a), e->a->type, t, e->conv);
	case EX_VECLIT:
		return vector_literal(f, e);
	case EX_COMPOUND: {
		LV lv = irg_lv(f, e);

		return irg_load(f, &lv);
	}
	case EX_INT:
	case EX_CHAR:
		return irg_const_int(f->g, t, e->cval);
	case EX_INITLIST:
		if (t->kind == T_VECTOR) {
			/* int4 v = {a, b, c, d}: one component per element, 0 for omitted ones */
			uint32_t parts[16];
			Type *types[16];
			size_t i;

			for (i = 0; i < e->nargs && i < 16; i++) {
				parts[i] = e->args[i] ? irg_rv(f, e->args[i]) : irg_const_scalar(f->g, t->base, 0);
				types[i] = t->base;
			}
			return irg_vector(f, t, parts, types, i);
		}
		break;
	default:
		break;
	}
	zc_fatal(C(f), "internal error: cannot lower expression kind %d", (int)e->kind);
}

uint32_t
irg_rv(F *f, Expr *e)
{
	uint32_t at, v;

	if (!f->g->dbg)
		return rv(f, e);
	/* -g: its instructions come from e, those of what it is part of from
	 * that again after it */
	at = f->dloc;
	irg_dbg_at(f, e->loc);
	v = rv(f, e);
	f->dloc = at;
	return v;
}

/* Fill memory at ptr (of type t) from an initializer: stores of each
 * element, zero where the initializer list leaves elements out. */
void
irg_init_memory(F *f, uint32_t ptr, Type *t, Expr *init)
{
	LV lv = {0};

	lv.kind = LV_PTR;
	lv.type = t;
	lv.ptr = ptr;
	lv.as = AS_PRIVATE;
	if (!init) {
		irg_store(f, &lv, spv_const_null(&f->g->m, irg_mem_type(f->g, t)));
		return;
	}
	if (init->kind == EX_INITLIST && t->kind != T_VECTOR) {
		size_t i;
		bool ok = true;
		uint32_t k, type;

		/* a constant initializer is one store of a constant */
		k = irg_const_init(f->g, init, t, &ok, &type);
		if (ok) {
			if (type != irg_mem_type(f->g, t)) /* in pieces: store through the pieces' type */
				lv.ptr = irg_inst(f, SpvOpBitcast, spv_type_pointer(&f->g->m, SpvStorageClassFunction, type), OPS(ptr));
			irg_store(f, &lv, k);
			return;
		}
		if (t->kind == T_UNION) {
			irg_store(f, &lv, spv_const_null(&f->g->m, irg_mem_type(f->g, t)));
			if (init->nargs && init->args[0]) {
				Type *mt = t->members[init->field].type; /* the member initialized (sema/init.c) */
				uint32_t p = irg_inst(f, SpvOpBitcast, irg_ptr_type(f->g, mt, AS_PRIVATE), OPS(ptr));

				irg_init_memory(f, p, mt, init->args[0]);
			}
			return;
		}
		for (i = 0; i < init->nargs; i++) {
			Type *et = t->kind == T_STRUCT ? t->members[i].type : t->base;
			uint32_t p;

			p = irg_inst(f, SpvOpInBoundsAccessChain, irg_ptr_type(f->g, et, AS_PRIVATE),
			             OPS(ptr, irg_uint(f->g, (uint32_t)i)));
			irg_init_memory(f, p, et, init->args[i]);
		}
		return;
	}
	if (init->kind == EX_INITLIST) {
		/* a vector from an initializer list */
		uint32_t parts[16];
		Type *types[16];
		size_t i;

		for (i = 0; i < init->nargs && i < 16; i++) {
			parts[i] = init->args[i] ? irg_rv(f, init->args[i]) : irg_const_scalar(f->g, t->base, 0);
			types[i] = t->base;
		}
		irg_store(f, &lv, irg_vector(f, t, parts, types, i));
		return;
	}
	if (init->kind == EX_STRING && t->kind == T_ARRAY) {
		bool ok = true;
		uint32_t type, k = irg_const_init(f->g, init, t, &ok, &type);

		if (type != irg_mem_type(f->g, t))
			lv.ptr = irg_inst(f, SpvOpBitcast, spv_type_pointer(&f->g->m, SpvStorageClassFunction, type), OPS(ptr));
		irg_store(f, &lv, k);
		return;
	}
	irg_store(f, &lv, irg_rv(f, init));
}
