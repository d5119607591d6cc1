/* gnu.c — lowering the GNU and clang __builtin_ functions that sema/gnu.c
 * leaves as calls (those it did not fold or turn into OpenCL C calls).
 * Each becomes what the OpenCL C library already lowers to: OpenCL.std
 * popcount/clz/ctz/rotate/s_abs/mul_hi, the Kernel capability's
 * classification opcodes, a byte shuffle for bswap; nothing needs a
 * capability beyond what the operand types already need. */
#include <string.h>

#include <spirv/unified1/OpenCL.std.h>

#include "ir.h"

static uint32_t
ext1(F *f, Type *t, uint32_t op, uint32_t x)
{
	return irg_ext(f, t, op, &x, 1);
}

static uint32_t
to_int(F *f, uint32_t v, Type *from)
{
	Type *i = ty_int(C(f), 32, true);

	if (from->bits == 32)
		return v;
	return irg_inst(f, SpvOpUConvert, T(f, i), OPS(v));
}

static uint32_t
cint(F *f, Type *t, int64_t v)
{
	return irg_const_int(f->g, t, v);
}

/* the bytes of x in the opposite order: through a uchar vector */
static uint32_t
bswap(F *f, Type *t, uint32_t x)
{
	Type *v = ty_vector(C(f), ty_int(C(f), 8, false), t->bits / 8);
	uint32_t ops[2 + 8];
	unsigned i, n = t->bits / 8;

	ops[0] = ops[1] = irg_inst(f, SpvOpBitcast, T(f, v), OPS(x));
	for (i = 0; i < n; i++)
		ops[2 + i] = n - 1 - i;
	x = irg_instl(f, SpvOpVectorShuffle, T(f, v), ops, 2 + n, ((1ull << n) - 1) << 2);
	return irg_inst(f, SpvOpBitcast, T(f, t), OPS(x));
}

/* swaps of ever larger groups of bits, then of the bytes */
static uint32_t
bitreverse(F *f, Type *t, uint32_t x)
{
	static const uint64_t masks[] = {0x5555555555555555ull, 0x3333333333333333ull, 0x0f0f0f0f0f0f0f0full};
	unsigned i;

	for (i = 0; i < 3; i++) {
		uint32_t m = cint(f, t, (int64_t)masks[i]), sh = cint(f, t, 1 << i);
		uint32_t hi = irg_inst(f, SpvOpShiftRightLogical, T(f, t), OPS(x, sh));
		uint32_t lo = irg_inst(f, SpvOpBitwiseAnd, T(f, t), OPS(x, m));

		hi = irg_inst(f, SpvOpBitwiseAnd, T(f, t), OPS(hi, m));
		lo = irg_inst(f, SpvOpShiftLeftLogical, T(f, t), OPS(lo, sh));
		x = irg_inst(f, SpvOpBitwiseOr, T(f, t), OPS(hi, lo));
	}
	return t->bits > 8 ? bswap(f, t, x) : x;
}

static uint32_t
bits(F *f, Expr *e)
{
	Type *t = e->args[0]->type, *i32 = ty_int(C(f), 32, true);
	Type *bt = ty_bool(C(f));
	uint32_t x = irg_rv(f, e->args[0]), r;

	switch (e->op) {
	case GB_POPCOUNT:
		return to_int(f, ext1(f, t, OpenCLstd_Popcount, x), t);
	case GB_CLZ:
		return to_int(f, ext1(f, t, OpenCLstd_Clz, x), t);
	case GB_CTZ:
		return to_int(f, ext1(f, t, OpenCLstd_Ctz, x), t);
	case GB_PARITY:
		r = ext1(f, t, OpenCLstd_Popcount, x);
		return to_int(f, irg_inst(f, SpvOpBitwiseAnd, T(f, t), OPS(r, cint(f, t, 1))), t);
	case GB_FFS: {
		uint32_t z = irg_inst(f, SpvOpIEqual, T(f, bt), OPS(x, cint(f, t, 0)));

		r = ext1(f, t, OpenCLstd_Ctz, x);
		r = to_int(f, irg_inst(f, SpvOpIAdd, T(f, t), OPS(r, cint(f, t, 1))), t);
		return irg_inst(f, SpvOpSelect, T(f, i32), OPS(z, cint(f, i32, 0), r));
	}
	case GB_CLRSB:
		/* the leading bits equal to the sign, less the sign itself */
		r = irg_inst(f, SpvOpShiftRightArithmetic, T(f, t), OPS(x, cint(f, t, t->bits - 1)));
		r = irg_inst(f, SpvOpBitwiseXor, T(f, t), OPS(x, r));
		r = to_int(f, ext1(f, t, OpenCLstd_Clz, r), t);
		return irg_inst(f, SpvOpISub, T(f, i32), OPS(r, cint(f, i32, 1)));
	case GB_BSWAP:
		return bswap(f, t, x);
	case GB_BITREVERSE:
		return bitreverse(f, t, x);
	case GB_ROTL:
	case GB_ROTR: {
		uint32_t a[2] = {x, irg_rv(f, e->args[1])};

		/* OpenCL's rotate is to the left by n modulo the width */
		if (e->op == GB_ROTR)
			a[1] = irg_inst(f, SpvOpISub, T(f, t), OPS(cint(f, t, 0), a[1]));
		return irg_ext(f, t, OpenCLstd_Rotate, a, 2);
	}
	case GB_ABS:
		return ext1(f, t, OpenCLstd_SAbs, x);
	}
	zc_fatal(C(f), "internal error: GNU builtin %d", e->op);
}

/* {add,sub,mul}_overflow: in the result's type T when both operands have
 * it (the wrapped result tells), else (all at most 32 bits, sema made
 * sure) exactly in 64 bits, then whether T holds the value */
static uint32_t
overflow(F *f, Expr *e)
{
	Ctx *c = C(f);
	Type *t = e->args[2]->type->base, *ta = e->args[0]->type, *tb = e->args[1]->type;
	Type *bt = ty_bool(c);
	uint32_t a = irg_rv(f, e->args[0]), b = irg_rv(f, e->args[1]);
	uint32_t p = irg_rv(f, e->args[2]), r, o;
	static const SpvOp ops[] = {SpvOpIAdd, SpvOpISub, SpvOpIMul};
	SpvOp op = ops[e->op - GB_ADD_OVF];
	LV lv = {0};

	if (ty_same(ta, t) && ty_same(tb, t)) {
		r = irg_inst(f, op, T(f, t), OPS(a, b));
		if (e->op == GB_MUL_OVF) {
			uint32_t ab[2] = {a, b};
			uint32_t hi = irg_ext(f, t, t->is_signed ? OpenCLstd_SMul_hi : OpenCLstd_UMul_hi, ab, 2);
			/* the high half is the sign of the low one when it fits */
			uint32_t want = t->is_signed ? irg_inst(f, SpvOpShiftRightArithmetic, T(f, t),
			                                        OPS(r, cint(f, t, t->bits - 1)))
			                             : cint(f, t, 0);

			o = irg_inst(f, SpvOpINotEqual, T(f, bt), OPS(hi, want));
		} else if (!t->is_signed) {
			o = e->op == GB_ADD_OVF ? irg_inst(f, SpvOpULessThan, T(f, bt), OPS(r, a))
			                        : irg_inst(f, SpvOpULessThan, T(f, bt), OPS(a, b));
		} else {
			/* the sign of r differs from both operands' (add), from a's
			 * where a and b differ in sign (sub) */
			uint32_t x = irg_inst(f, SpvOpBitwiseXor, T(f, t), OPS(a, r));
			uint32_t y = irg_inst(f, SpvOpBitwiseXor, T(f, t), OPS(e->op == GB_ADD_OVF ? b : a, e->op == GB_ADD_OVF ? r : b));

			x = irg_inst(f, SpvOpBitwiseAnd, T(f, t), OPS(x, y));
			o = irg_inst(f, SpvOpSLessThan, T(f, bt), OPS(x, cint(f, t, 0)));
		}
	} else {
		bool usg = !ta->is_signed && !tb->is_signed && e->op != GB_SUB_OVF;
		Type *w = ty_int(c, 64, !usg);
		uint64_t max = t->is_signed ? (1ull << (t->bits - 1)) - 1 : t->bits == 64 ? ~0ull : (1ull << t->bits) - 1;
		int64_t min = t->is_signed ? -(int64_t)(max + 1) : 0;
		uint32_t big;

		a = irg_inst(f, ta->is_signed ? SpvOpSConvert : SpvOpUConvert, T(f, w), OPS(a));
		b = irg_inst(f, tb->is_signed ? SpvOpSConvert : SpvOpUConvert, T(f, w), OPS(b));
		big = irg_inst(f, op, T(f, w), OPS(a, b));
		o = irg_inst(f, usg ? SpvOpUGreaterThan : SpvOpSGreaterThan, T(f, bt), OPS(big, cint(f, w, (int64_t)max)));
		if (!usg) {
			uint32_t lo = irg_inst(f, SpvOpSLessThan, T(f, bt), OPS(big, cint(f, w, min)));

			o = irg_inst(f, SpvOpLogicalOr, T(f, bt), OPS(o, lo));
		}
		r = irg_inst(f, SpvOpUConvert, T(f, t), OPS(big));
	}
	lv.kind = LV_PTR;
	lv.type = t;
	lv.ptr = p;
	lv.as = e->args[2]->type->as;
	lv.q = e->args[2]->type->pquals;
	irg_store(f, &lv, r);
	return o;
}

static uint32_t
classify(F *f, Expr *e)
{
	Type *bt = ty_bool(C(f)), *i32 = ty_int(C(f), 32, true);
	static const SpvOp one[] = {SpvOpIsNan, SpvOpIsInf, SpvOpIsFinite, SpvOpIsNormal, SpvOpSignBitSet};
	static const SpvOp two[] = {SpvOpFOrdGreaterThan, SpvOpFOrdGreaterThanEqual, SpvOpFOrdLessThan,
	                            SpvOpFOrdLessThanEqual, SpvOpFOrdNotEqual, SpvOpUnordered};
	uint32_t x = irg_rv(f, e->args[0]), r;

	if (e->op <= GB_SIGNBIT)
		r = irg_inst(f, one[e->op - GB_ISNAN], T(f, bt), OPS(x));
	else
		r = irg_inst(f, two[e->op - GB_ISGREATER], T(f, bt), OPS(x, irg_rv(f, e->args[1])));
	return irg_bool_to_int(f, r, i32);
}

/* fpclassify(nan, inf, normal, subnormal, zero, x): one of the five */
static uint32_t
fpclassify(F *f, Expr *e)
{
	Type *bt = ty_bool(C(f)), *i32 = ty_int(C(f), 32, true), *xt = e->args[5]->type;
	uint32_t k[5], x, r;
	size_t i;

	for (i = 0; i < 5; i++)
		k[i] = irg_rv(f, e->args[i]);
	x = irg_rv(f, e->args[5]);
	r = irg_inst(f, SpvOpFOrdEqual, T(f, bt), OPS(x, irg_const_float(f->g, xt, 0.0)));
	r = irg_inst(f, SpvOpSelect, T(f, i32), OPS(r, k[4], k[3]));
	r = irg_inst(f, SpvOpSelect, T(f, i32), OPS(irg_inst(f, SpvOpIsNormal, T(f, bt), OPS(x)), k[2], r));
	r = irg_inst(f, SpvOpSelect, T(f, i32), OPS(irg_inst(f, SpvOpIsInf, T(f, bt), OPS(x)), k[1], r));
	return irg_inst(f, SpvOpSelect, T(f, i32), OPS(irg_inst(f, SpvOpIsNan, T(f, bt), OPS(x)), k[0], r));
}

static LV
pointee(F *f, Expr *p)
{
	LV lv = {0};

	lv.kind = LV_PTR;
	lv.type = p->type->base;
	lv.ptr = irg_rv(f, p);
	lv.as = p->type->as;
	lv.q = p->type->pquals;
	return lv;
}

uint32_t
irg_gnu_call(F *f, Expr *e)
{
	switch (e->op) {
	case GB_POPCOUNT: case GB_CLZ: case GB_CTZ: case GB_FFS: case GB_PARITY:
	case GB_CLRSB: case GB_BSWAP: case GB_BITREVERSE: case GB_ROTL: case GB_ROTR: case GB_ABS:
		return bits(f, e);
	case GB_ADD_OVF: case GB_SUB_OVF: case GB_MUL_OVF:
		return overflow(f, e);
	case GB_ISNAN: case GB_ISINF: case GB_ISFINITE: case GB_ISNORMAL: case GB_SIGNBIT:
	case GB_ISGREATER: case GB_ISGREATEREQUAL: case GB_ISLESS: case GB_ISLESSEQUAL:
	case GB_ISLESSGREATER: case GB_ISUNORDERED:
		return classify(f, e);
	case GB_FPCLASSIFY:
		return fpclassify(f, e);
	case GB_UNREACHABLE:
		/* as the reference: the block ends here (llvm.trap too) */
		irg_terminate(f, SpvOpUnreachable, NULL, 0, 0);
		return 0;
	case GB_PREFETCH:
		/* a hint nothing in Level Zero takes: the address is evaluated */
		irg_rv(f, e->args[0]);
		return 0;
	case GB_NT_LOAD: {
		LV lv = pointee(f, e->args[0]);

		return irg_load(f, &lv);
	}
	case GB_NT_STORE: {
		uint32_t v = irg_rv(f, e->args[0]);
		LV lv = pointee(f, e->args[1]);

		irg_store(f, &lv, v);
		return 0;
	}
	case GB_SHUFFLEVECTOR: {
		uint32_t ops[2 + 16];
		size_t i, n = e->nargs - 2;

		ops[0] = irg_rv(f, e->args[0]);
		ops[1] = irg_rv(f, e->args[1]);
		for (i = 0; i < n; i++)
			ops[2 + i] = e->args[2 + i]->cval < 0 ? 0xffffffffu : (uint32_t)e->args[2 + i]->cval;
		return irg_instl(f, SpvOpVectorShuffle, T(f, e->type), ops, 2 + n, ((1ull << n) - 1) << 2);
	}
	case GB_ASSUME_ALIGNED: {
		uint32_t p = irg_rv(f, e->args[0]);

		if (ty_same(e->args[0]->type, e->type))
			return p;
		return irg_inst(f, SpvOpBitcast, T(f, e->type), OPS(p));
	}
	}
	zc_fatal(C(f), "internal error: GNU builtin %d", e->op);
}
