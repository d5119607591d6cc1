/* builtin.c — lowering calls of OpenCL C built-in functions: OpenCL.std
 * extended instructions, core opcodes, BuiltIn variables, and the few that
 * need hand-written sequences (barriers, relational results, async
 * copies, printf, shuffle).  Atomics are in atomic.c, images in image.c,
 * work-group and subgroup functions in group.c.  The semantics follow the
 * OpenCL SPIR-V environment specification. */
#include <string.h>

#include <spirv/unified1/OpenCL.std.h>

#include "ir.h"

/* the first letter of parameter i's type code in b's signature pattern
 * (builtins.h): 'S' for "G:G,S" and i 1 */
static char
param_code(const Builtin *b, size_t i)
{
	const char *p = strchr(b->sig, ':') + 1;

	while (i-- > 0 && (p = strchr(p, ',')))
		p++;
	return p && *p ? *p : 0;
}

uint32_t
irg_ext(F *f, Type *rt, uint32_t op, const uint32_t *args, size_t n)
{
	uint32_t buf[16], *ops = n + 2 <= ZC_COUNTOF(buf) ? buf : ar_alloc(&C(f)->ar, (n + 2) * sizeof *ops);

	ops[0] = spv_opencl_std(&f->g->m);
	ops[1] = op;
	memcpy(ops + 2, args, n * 4);
	return irg_instl(f, SpvOpExtInst, T(f, rt), ops, n + 2, 2);
}

/* get_global_id(dim) and friends: a component of a 3-vector BuiltIn
 * variable; dimensions outside 0..2 give the function's default. */
static uint32_t
work_item(F *f, Expr *e, const Builtin *b)
{
	Type *sz = ty_size(C(f)), *v3 = ty_vector(C(f), sz, 3);
	uint32_t var = irg_builtin_var(f->g, (SpvBuiltIn)b->op, v3), v;
	uint32_t mask = SpvMemoryAccessAlignedMask;

	v = irg_instl(f, SpvOpLoad, T(f, v3), OPS(var, mask, 32), 6);
	if (e->args[0]->isconst) {
		int64_t d = e->args[0]->cval;

		if (d < 0 || d > 2)
			return irg_const_int(f->g, sz, b->aux);
		return irg_instl(f, SpvOpCompositeExtract, T(f, sz), OPS(v, (uint32_t)d), 2);
	}
	{
		Type *bt = ty_bool(C(f));
		uint32_t dim = irg_rv(f, e->args[0]);
		uint32_t in = irg_inst(f, SpvOpULessThan, T(f, bt), OPS(dim, irg_const_int(f->g, e->args[0]->type, 3)));
		uint32_t safe = irg_inst(f, SpvOpSelect, T(f, e->args[0]->type), OPS(in, dim, irg_const_int(f->g, e->args[0]->type, 0)));
		uint32_t x = irg_inst(f, SpvOpVectorExtractDynamic, T(f, sz), OPS(v, safe));

		return irg_inst(f, SpvOpSelect, T(f, sz), OPS(in, x, irg_const_int(f->g, sz, b->aux)));
	}
}

static uint32_t
scalar_var(F *f, Expr *e, const Builtin *b)
{
	uint32_t var;

	/* get_sub_group_eq_mask() and the other masks: BuiltIns of SPIR-V 1.3
	 * that need GroupNonUniformBallot, whatever else the module uses */
	if (b->op >= SpvBuiltInSubgroupEqMask && b->op <= SpvBuiltInSubgroupLtMask) {
		if (f->g->m.min_version < 0x10300)
			f->g->m.min_version = 0x10300;
		spv_cap(&f->g->m, SpvCapabilityGroupNonUniform);
		spv_cap(&f->g->m, SpvCapabilityGroupNonUniformBallot);
	}
	var = irg_builtin_var(f->g, (SpvBuiltIn)b->op, e->type);
	uint32_t mask = SpvMemoryAccessAlignedMask;

	return irg_instl(f, SpvOpLoad, T(f, e->type), OPS(var, mask, e->type->align), 6);
}

/* cl_mem_fence_flags to SPIR-V memory semantics (with the ordering given) */
static uint32_t
semantics(F *f, Expr *flags, uint32_t order)
{
	int64_t v;

	if (!flags->isconst) {
		/* unknown at compile time: fence everything */
		v = 7;
	} else {
		v = flags->cval;
	}
	return irg_uint(f->g, order | (v & 1 ? SpvMemorySemanticsWorkgroupMemoryMask : 0) |
	                      (v & 2 ? SpvMemorySemanticsCrossWorkgroupMemoryMask : 0) |
	                      (v & 4 ? SpvMemorySemanticsImageMemoryMask : 0));
}

/* an event_t argument: 0 written for "no event" is a null event */
static uint32_t
event_arg(F *f, Expr *e)
{
	Type *et = ty_opaque(C(f), T_EVENT);

	if (e->type->kind != T_EVENT)
		return spv_const_null(&f->g->m, T(f, et));
	return irg_rv(f, e);
}

/* 6.15.10 async_work_group_copy / _strided_copy: OpGroupAsyncCopy with
 * Workgroup execution scope (the only one Level Zero allows); the plain
 * copy has stride 1 */
static uint32_t
async_copy(F *f, Expr *e, const Builtin *b)
{
	uint32_t dst = irg_rv(f, e->args[0]), src = irg_rv(f, e->args[1]), num = irg_rv(f, e->args[2]);
	uint32_t stride = b->aux ? irg_rv(f, e->args[3]) : irg_long(f->g, 1);
	uint32_t ev = event_arg(f, e->args[b->aux ? 4 : 3]);

	return irg_inst(f, SpvOpGroupAsyncCopy, T(f, e->type),
	                OPS(irg_uint(f->g, SpvScopeWorkgroup), dst, src, num, stride, ev));
}

/* 6.15.13 printf: OpenCL.std printf on the format (a pointer to the first
 * char of a UniformConstant string) and the promoted arguments, as many
 * as the program passes (IGC takes them all; an instruction's length is
 * the only bound, push_inst's) */
static uint32_t
printf_call(F *f, Expr *e)
{
	LV lv = irg_lv(f, e->args[0]);
	Type *ch = ty_char(C(f));
	uint32_t *args = ar_alloc(&C(f)->ar, e->nargs * sizeof *args);
	size_t i;

	args[0] = irg_inst(f, SpvOpInBoundsAccessChain, irg_ptr_type(f->g, ch, AS_CONSTANT),
	                   OPS(lv.ptr, irg_uint(f->g, 0)));
	for (i = 1; i < e->nargs; i++)
		args[i] = irg_rv(f, e->args[i]);
	return irg_ext(f, e->type, OpenCLstd_Printf, args, e->nargs);
}

/* 6.15.8 shuffle(x, mask), shuffle2(x, y, mask): OpenCL.std shuffle */
static uint32_t
shuffle_call(F *f, Expr *e)
{
	uint32_t args[3];
	size_t i;

	for (i = 0; i < e->nargs; i++)
		args[i] = irg_rv(f, e->args[i]);
	return irg_ext(f, e->type, e->nargs == 3 ? OpenCLstd_Shuffle2 : OpenCLstd_Shuffle, args, e->nargs);
}

/* cl_khr_integer_dot_product: OpSDot, OpUDot, OpSUDot and their AccSat
 * forms (SPV_KHR_integer_dot_product) on char4/uchar4, or on 4x8-bit
 * values packed in a uint (a PackedVectorFormat4x8Bit operand).  SUDot
 * takes its signed operand first: dot(uchar4, char4) and the _us_ packed
 * forms swap theirs. */
static uint32_t
int_dot(F *f, Expr *e, const Builtin *b)
{
	SpvBuilder *m = &f->g->m;
	uint32_t ops[4];
	size_t n = e->nargs, i;
	bool packed = b->aux2 != 0;
	bool swap = b->aux2 == 2 || (!packed && (b->aux == SpvOpSUDot || b->aux == SpvOpSUDotAccSat) &&
	                             !ty_elem(e->args[0]->type)->is_signed);

	for (i = 0; i < n; i++)
		ops[i] = irg_rv(f, e->args[i]);
	if (swap) {
		uint32_t t = ops[0];

		ops[0] = ops[1];
		ops[1] = t;
	}
	spv_ext(m, "SPV_KHR_integer_dot_product");
	spv_cap(m, SpvCapabilityDotProduct);
	spv_cap(m, packed ? SpvCapabilityDotProductInput4x8BitPacked : SpvCapabilityDotProductInput4x8Bit);
	if (packed) {
		ops[n] = SpvPackedVectorFormatPackedVectorFormat4x8Bit;
		return irg_instl(f, (SpvOp)b->aux, T(f, e->type), ops, n + 1, (uint64_t)1 << n);
	}
	return irg_inst(f, (SpvOp)b->aux, T(f, e->type), ops, n);
}

/* cl_khr_extended_bit_ops.  bit_reverse is OpBitReverse
 * (SPV_KHR_bit_instructions); the bit-field functions are shifts and
 * masks, because IGC fails on OpBitFieldInsert/SExtract/UExtract whose
 * offset and count are not constants (the reference's modules as well).
 * With W the element width and a count c of 0 giving 0 (shifts by W are
 * undefined in SPIR-V, so the c == 0 case is a select):
 *   low(c)                  = c ? ~0 >> (W - c) : 0
 *   extract_unsigned(x,o,c) = (x >> o) & low(c)
 *   extract_signed(x,o,c)   = c ? (x << (W - o - c)) >>arith (W - c) : 0
 *   insert(b,i,o,c)         = (b & ~(low(c) << o)) | ((i << o) & (low(c) << o)) */
static uint32_t
bit_ops(F *f, Expr *e, const Builtin *b)
{
	Ctx *c = C(f);
	Type *t = e->type, *u = ty_int(c, 32, false), *ut = ty_with_elem(c, t, u);
	Type *bt = t->kind == T_VECTOR ? ty_vector(c, ty_bool(c), t->n) : ty_bool(c);
	uint32_t tt = T(f, t), tu = T(f, ut), x = irg_rv(f, e->args[0]), w, off, cnt, zero, ones, low, r, c0;
	bool vec = t->kind == T_VECTOR;

	if (b->aux == SpvOpBitReverse) {
		spv_ext(&f->g->m, "SPV_KHR_bit_instructions");
		spv_cap(&f->g->m, SpvCapabilityBitInstructions);
		return irg_inst(f, SpvOpBitReverse, tt, OPS(x));
	}
	off = irg_rv(f, e->args[e->nargs - 2]);
	cnt = irg_rv(f, e->args[e->nargs - 1]);
	if (vec) {
		off = irg_splat(f, ut, off);
		cnt = irg_splat(f, ut, cnt);
	}
	w = irg_const_int(f->g, ut, ty_elem(t)->bits);
	zero = irg_const_int(f->g, t, 0);
	ones = irg_const_int(f->g, t, -1);
	c0 = irg_inst(f, SpvOpIEqual, T(f, bt), OPS(cnt, irg_const_int(f->g, ut, 0)));
	if (b->aux == SpvOpBitFieldSExtract) {
		uint32_t l = irg_inst(f, SpvOpISub, tu, OPS(irg_inst(f, SpvOpISub, tu, OPS(w, off)), cnt));
		uint32_t rs = irg_inst(f, SpvOpISub, tu, OPS(w, cnt));

		/* (W - c) is W when c is 0: shift by 0 instead, the select drops it */
		rs = irg_inst(f, SpvOpSelect, tu, OPS(c0, irg_const_int(f->g, ut, 0), rs));
		r = irg_inst(f, SpvOpShiftRightArithmetic, tt, OPS(irg_inst(f, SpvOpShiftLeftLogical, tt, OPS(x, l)), rs));
		return irg_inst(f, SpvOpSelect, tt, OPS(c0, zero, r));
	}
	low = irg_inst(f, SpvOpSelect, tu, OPS(c0, irg_const_int(f->g, ut, 0), irg_inst(f, SpvOpISub, tu, OPS(w, cnt))));
	low = irg_inst(f, SpvOpShiftRightLogical, tt, OPS(ones, low));
	low = irg_inst(f, SpvOpSelect, tt, OPS(c0, zero, low));
	if (b->aux == SpvOpBitFieldUExtract)
		return irg_inst(f, SpvOpBitwiseAnd, tt, OPS(irg_inst(f, SpvOpShiftRightLogical, tt, OPS(x, off)), low));
	{
		uint32_t mask = irg_inst(f, SpvOpShiftLeftLogical, tt, OPS(low, off));
		uint32_t ins = irg_inst(f, SpvOpShiftLeftLogical, tt, OPS(irg_rv(f, e->args[1]), off));
		uint32_t keep = irg_inst(f, SpvOpBitwiseAnd, tt, OPS(x, irg_inst(f, SpvOpNot, tt, OPS(mask))));

		return irg_inst(f, SpvOpBitwiseOr, tt, OPS(keep, irg_inst(f, SpvOpBitwiseAnd, tt, OPS(ins, mask))));
	}
}

static uint32_t
special(F *f, Expr *e, const Builtin *b)
{
	Ctx *c = C(f);
	Type *t = e->type;
	uint32_t a[4] = {0};
	size_t i;

	switch ((enum BiSpecial)b->op) {
	case BS_BARRIER:
		irg_inst0(f, SpvOpControlBarrier,
		          OPS(irg_uint(f->g, SpvScopeWorkgroup), irg_scope_arg(f, e->nargs > 1 ? e->args[1] : NULL, SpvScopeWorkgroup),
		              semantics(f, e->args[0], SpvMemorySemanticsSequentiallyConsistentMask)));
		return 0;
	case BS_SPLIT_BARRIER:
		/* cl_intel_split_work_group_barrier: arrive releases what the
		 * flags name, wait acquires it (SPV_INTEL_split_barrier) */
		spv_ext(&f->g->m, "SPV_INTEL_split_barrier");
		spv_cap(&f->g->m, SpvCapabilitySplitBarrierINTEL);
		irg_inst0(f, (SpvOp)b->aux,
		          OPS(irg_uint(f->g, SpvScopeWorkgroup), irg_scope_arg(f, e->nargs > 1 ? e->args[1] : NULL, SpvScopeWorkgroup),
		              semantics(f, e->args[0], b->aux == SpvOpControlBarrierArriveINTEL ? SpvMemorySemanticsReleaseMask
		                                                                               : SpvMemorySemanticsAcquireMask)));
		return 0;
	case BS_MEM_FENCE: {
		uint32_t order = strcmp(b->name, "read_mem_fence") == 0 ? SpvMemorySemanticsAcquireMask :
		                 strcmp(b->name, "write_mem_fence") == 0 ? SpvMemorySemanticsReleaseMask :
		                 SpvMemorySemanticsAcquireReleaseMask;

		irg_inst0(f, SpvOpMemoryBarrier, OPS(irg_uint(f->g, SpvScopeWorkgroup), semantics(f, e->args[0], order)));
		return 0;
	}
	case BS_DOT:
		for (i = 0; i < 2; i++)
			a[i] = irg_rv(f, e->args[i]);
		if (e->args[0]->type->kind != T_VECTOR)
			return irg_inst(f, SpvOpFMul, T(f, t), OPS(a[0], a[1]));
		return irg_inst(f, SpvOpDot, T(f, t), OPS(a[0], a[1]));
	case BS_COMPARE:
	case BS_RELATIONAL: {
		Type *g = e->gentype;
		Type *bt = g->kind == T_VECTOR ? ty_vector(c, ty_bool(c), g->n) : ty_bool(c);
		uint32_t r;

		for (i = 0; i < e->nargs; i++)
			a[i] = irg_rv(f, e->args[i]);
		r = irg_inst(f, (SpvOp)b->aux, T(f, bt), a, e->nargs);
		return irg_bool_to_int(f, r, t);
	}
	case BS_ALL_ANY: {
		/* the sign bit of each component */
		Type *g = e->gentype;
		Type *bt = g->kind == T_VECTOR ? ty_vector(c, ty_bool(c), g->n) : ty_bool(c);
		uint32_t x = irg_rv(f, e->args[0]);
		uint32_t neg = irg_inst(f, SpvOpSLessThan, T(f, bt), OPS(x, irg_const_int(f->g, ty_signed(c, g), 0)));

		if (!ty_elem(g)->is_signed)
			neg = irg_inst(f, SpvOpSLessThan, T(f, bt),
			               OPS(irg_inst(f, SpvOpBitcast, T(f, ty_signed(c, g)), OPS(x)),
			                   irg_const_int(f->g, ty_signed(c, g), 0)));
		if (g->kind == T_VECTOR)
			neg = irg_inst(f, (SpvOp)b->aux, T(f, ty_bool(c)), OPS(neg));
		return irg_bool_to_int(f, neg, t);
	}
	case BS_ASYNC_COPY:
		return async_copy(f, e, b);
	case BS_IDOT:
		return int_dot(f, e, b);
	case BS_BITFIELD:
		return bit_ops(f, e, b);
	case BS_GET_FENCE: {
		/* the pointer's storage-class semantics bits (WorkgroupMemory
		 * 0x100, CrossWorkgroupMemory 0x200) shifted to CLK_LOCAL_MEM_FENCE
		 * and CLK_GLOBAL_MEM_FENCE, as the reference translates it */
		uint32_t sem = irg_inst(f, SpvOpGenericPtrMemSemantics, T(f, t), OPS(irg_rv(f, e->args[0])));

		return irg_inst(f, SpvOpShiftRightLogical, T(f, t), OPS(sem, irg_uint(f->g, 8)));
	}
	case BS_WAIT_EVENTS: {
		uint32_t n = irg_rv(f, e->args[0]), list = irg_rv(f, e->args[1]);

		irg_inst0(f, SpvOpGroupWaitEvents, OPS(irg_uint(f->g, SpvScopeWorkgroup), n, list));
		return 0;
	}
	case BS_READ_IMAGE:
	case BS_WRITE_IMAGE:
	case BS_IMAGE_QUERY:
		return irg_image(f, e, b);
	case BS_GROUP_VOTE:
	case BS_GROUP_BCAST:
	case BS_GROUP_ARITH:
	case BS_SG_BARRIER:
	case BS_NU_ARITH:
	case BS_NU:
	case BS_INTEL_SHUFFLE:
	case BS_BLOCK_READ:
	case BS_BLOCK_WRITE:
	case BS_MEDIA_READ:
	case BS_MEDIA_WRITE:
	case BS_ROTATE:
		return irg_group(f, e, b);
	default:
		break;
	}
	zc_fatal(c, "internal error: builtin '%s' has no lowering", b->name);
}

/* convert_T[_sat][_rounding] (OpenCL C 6.4.3): a conversion instruction
 * decorated with SaturatedConversion and FPRoundingMode as asked. */
static uint32_t
convert(F *f, Expr *e)
{
	Type *from = e->args[0]->type, *to = e->type;
	Type *fe = ty_elem(from), *te = ty_elem(to);
	uint32_t v = irg_rv(f, e->args[0]), r;
	bool sat = (e->op & 0x10) != 0;
	int round = e->op & 0xf;
	SpvOp op;

	if (fe->kind == T_INT && te->kind == T_INT) {
		if (sat && fe->is_signed != te->is_signed)
			op = fe->is_signed ? SpvOpSatConvertSToU : SpvOpSatConvertUToS;
		else if (fe->bits == te->bits)
			return v; /* the same bits: nothing to convert or saturate */
		else
			op = fe->is_signed ? SpvOpSConvert : SpvOpUConvert;
	} else if (fe->kind == T_INT) {
		op = fe->is_signed ? SpvOpConvertSToF : SpvOpConvertUToF;
	} else if (te->kind == T_INT) {
		op = te->is_signed ? SpvOpConvertFToS : SpvOpConvertFToU;
	} else {
		if (fe->bits == te->bits)
			return v;
		op = SpvOpFConvert;
	}
	r = irg_inst(f, op, T(f, to), OPS(v));
	if (sat && op != SpvOpSatConvertSToU && op != SpvOpSatConvertUToS)
		spv_decorate(&f->g->m, r, SpvDecorationSaturatedConversion, NULL, 0);
	/* a rounding mode means nothing for an integer source and an integer
	 * result (every value is exact or saturated), and IGC has no rounded
	 * integer conversions (__builtin_spirv_OpSConvert_RTE_*): as the
	 * reference does, the mode is dropped there */
	if (round && !(fe->kind == T_INT && te->kind == T_INT)) {
		static const uint32_t modes[] = {0, SpvFPRoundingModeRTE, SpvFPRoundingModeRTZ,
		                                 SpvFPRoundingModeRTP, SpvFPRoundingModeRTN};

		spv_decorate(&f->g->m, r, SpvDecorationFPRoundingMode, &modes[round], 1);
	}
	return r;
}

/* 6.4.4.2 as_type: OpBitcast; a 3-vector has a 4-vector's size, so it
 * is widened to one first (its fourth component undefined) or made from
 * one after (as the reference does) */
static uint32_t
as_type(F *f, Expr *e)
{
	Ctx *c = C(f);
	Type *from = e->args[0]->type, *to = e->type;
	uint32_t v = irg_rv(f, e->args[0]);
	Type *to4 = to->kind == T_VECTOR && to->n == 3 ? ty_vector(c, to->base, 4) : to;

	if (from->kind == T_VECTOR && from->n == 3 && ty_ncomp(to) != 3) {
		Type *f4 = ty_vector(c, from->base, 4);

		v = irg_instl(f, SpvOpVectorShuffle, T(f, f4), OPS(v, v, 0, 1, 2, 0xffffffffu), 0x3c);
		from = f4;
	}
	if (to4 != to && ty_ncomp(from) != 3) {
		v = irg_inst(f, SpvOpBitcast, T(f, to4), OPS(v));
		return irg_instl(f, SpvOpVectorShuffle, T(f, to), OPS(v, v, 0, 1, 2), 0x1c);
	}
	return irg_inst(f, SpvOpBitcast, T(f, to), OPS(v));
}

/* to_global/to_local/to_private: OpGenericCastToPtrExplicit (NULL when
 * the pointer is not in that storage class), from a generic pointer; a
 * pointer already in the class is itself, one in another class first
 * becomes generic (and the result is NULL at run time, as the spec says). */
static uint32_t
to_addr(F *f, Expr *e)
{
	Type *a = e->args[0]->type, *t = e->type;
	uint32_t v = irg_rv(f, e->args[0]);

	Type *ch = ty_int(C(f), 8, false);

	if (irg_sc(a->as) == irg_sc(t->as))
		return v;
	if (a->as != AS_GENERIC)
		v = irg_inst(f, SpvOpPtrCastToGeneric, irg_ptr_type(f->g, a->base, AS_GENERIC), OPS(v));
	/* through char pointers, as llvm-spirv writes it: IGC implements
	 * the cast for i8 pointers only (..._p1i8_p4i8_i32) */
	v = irg_inst(f, SpvOpBitcast, irg_ptr_type(f->g, ch, AS_GENERIC), OPS(v));
	v = irg_inst(f, SpvOpGenericCastToPtrExplicit, irg_ptr_type(f->g, ch, t->as), OPS(v, irg_sc(t->as)));
	return irg_inst(f, SpvOpBitcast, T(f, t), OPS(v));
}

uint32_t
irg_builtin_call(F *f, Expr *e)
{
	const Builtin *b = e->bi;
	uint32_t args[8];
	size_t i;

	if (!b) {
		if (strcmp(e->name, "convert") == 0)
			return convert(f, e);
		if (strcmp(e->name, "as_type") == 0)
			return as_type(f, e);
		if (strcmp(e->name, "printf") == 0)
			return printf_call(f, e);
		if (strncmp(e->name, "shuffle", 7) == 0)
			return shuffle_call(f, e);
		if (strcmp(e->name, "to_addr") == 0)
			return to_addr(f, e);
		if (strcmp(e->name, "gnu") == 0)
			return irg_gnu_call(f, e);
		if (strncmp(e->name, "specconst", 9) == 0)
			return irg_specconst(f->g, e);
		zc_fatal(C(f), "internal error: unresolved builtin call");
	}
	switch ((enum BiLower)b->lower) {
	case BL_VAR:
		return work_item(f, e, b);
	case BL_VAR0:
		return scalar_var(f, e, b);
	case BL_SPECIAL:
		return special(f, e, b);
	case BL_ATOMIC:
		return irg_atomic(f, e, b);
	case BL_EXT:
	case BL_EXT_LIT:
	case BL_EXT_SU:
	case BL_EXT_FSU: {
		Type *g = e->gentype ? ty_elem(e->gentype) : NULL;
		uint32_t op = b->op;

		if (b->lower == BL_EXT_SU && g && !g->is_signed)
			op = b->aux;
		if (b->lower == BL_EXT_FSU && g)
			op = g->kind == T_FLOAT ? b->op : g->is_signed ? b->aux : b->aux2;
		ZC_ASSERT(C(f), e->nargs <= 8);
		for (i = 0; i < e->nargs; i++) {
			Type *at = e->args[i]->type;
			char code = param_code(b, i);

			args[i] = irg_rv(f, e->args[i]);
			/* OpenCL.std wants vector operands where the C signature
			 * takes a scalar element beside a vector (clamp(float4,
			 * float, float), ldexp(float4, int)); other scalars (a
			 * prefetch count) stay scalars */
			if (e->gentype && e->gentype->kind == T_VECTOR && ty_is_arith(at) && (code == 'S' || code == 'i'))
				args[i] = irg_convert(f, args[i], at, ty_vector(C(f), at, e->gentype->n), CV_SPLAT);
		}
		if (b->lower == BL_EXT_LIT) {
			/* vloadn's n, vstore_half_r's rounding mode: a literal operand */
			uint32_t ops[16];

			ops[0] = spv_opencl_std(&f->g->m);
			ops[1] = op;
			memcpy(ops + 2, args, e->nargs * 4);
			ops[e->nargs + 2] = b->aux;
			return irg_instl(f, SpvOpExtInst, T(f, e->type), ops, e->nargs + 3,
			                 (uint64_t)1 << (e->nargs + 2) | 2);
		}
		return irg_ext(f, e->type, op, args, e->nargs);
	}
	case BL_OP:
		for (i = 0; i < e->nargs; i++)
			args[i] = irg_rv(f, e->args[i]);
		return irg_inst(f, (SpvOp)b->op, T(f, e->type), args, e->nargs);
	}
	zc_fatal(C(f), "internal error: builtin '%s' has no lowering", b->name);
}
